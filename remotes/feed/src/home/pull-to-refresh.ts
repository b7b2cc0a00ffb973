/** Spec 1 §9 pull-to-refresh: threshold 80 px, max pull 1.5× the threshold, scroll-top tolerance 1 px. */
export const PULL_THRESHOLD_PX = 80;
export const MAX_PULL_PX = PULL_THRESHOLD_PX * 1.5;
/** The content moves at half the finger's speed. */
export const PULL_RESISTANCE = 0.5;
export const SCROLL_TOP_TOLERANCE_PX = 1;
/** After a refresh starts, pulls are ignored this long. */
export const REFRESH_LOCK_MS = 500;

export type PullPhase = 'idle' | 'pulling' | 'refreshing';

/** A pull may start only at the top of the page. */
export function canStartPull(scrollY: number): boolean {
  return scrollY <= SCROLL_TOP_TOLERANCE_PX;
}

/** How far the content moves for a finger moved from startY to currentY (half speed, 0 to the max). */
export function pullDistance(startY: number, currentY: number): number {
  return Math.min(MAX_PULL_PX, Math.max(0, (currentY - startY) * PULL_RESISTANCE));
}

/** Releasing at or beyond the threshold refreshes. */
export function releaseRefreshes(distance: number): boolean {
  return distance >= PULL_THRESHOLD_PX;
}
