/** Spec 2 'Carousel': a swipe past half the width changes the item… */
export const SWIPE_WIDTH_RATIO = 0.5;
/** …or a flick of at least 0.3 px/ms… */
export const SWIPE_VELOCITY_PX_PER_MS = 0.3;
/** …over at least 20 px. */
export const SWIPE_MIN_PX = 20;
/** The drag picks horizontal or vertical once it has moved this far. */
export const DIRECTION_LOCK_PX = 10;
/** Up to this many items every dot is shown… */
export const MAX_ALL_DOTS = 10;
/** …beyond it a window of this many dots around the current one. */
export const DOT_WINDOW = 9;

/** A finished horizontal drag: how far (px, negative = leftwards), how long (ms) and the slide width (px). */
export interface SwipeGesture {
  dx: number;
  durationMs: number;
  width: number;
}

/** The step a drag makes: +1 next (dragged left), -1 previous (dragged right), 0 stay. */
export function swipeStep({ dx, durationMs, width }: SwipeGesture): -1 | 0 | 1 {
  const distance = Math.abs(dx);
  const farEnough = width > 0 && distance >= width * SWIPE_WIDTH_RATIO;
  const fastEnough = distance >= SWIPE_MIN_PX && distance / Math.max(durationMs, 1) >= SWIPE_VELOCITY_PX_PER_MS;
  if (!farEnough && !fastEnough) return 0;
  return dx < 0 ? 1 : -1;
}

/** Which way a drag goes once it has moved more than 10 px ('x' swipes, 'y' scrolls), else undecided. */
export function lockDirection(dx: number, dy: number): 'x' | 'y' | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) <= DIRECTION_LOCK_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

/** Indexes of the dots to show: all up to 10 items, else 9 around `index` (shifted at the ends). */
export function dotIndexes(count: number, index: number): number[] {
  if (count <= MAX_ALL_DOTS) return Array.from({ length: count }, (_, i) => i);
  const start = Math.min(Math.max(index - Math.floor(DOT_WINDOW / 2), 0), count - DOT_WINDOW);
  return Array.from({ length: DOT_WINDOW }, (_, i) => start + i);
}

/** The counter text 'n / total' (n counts from 1). */
export function counterText(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}

/** `index` kept inside 0…count-1. */
export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

/** True for the current item and its neighbours: they are mounted (so the next and previous are preloaded). */
export function isMounted(slide: number, index: number): boolean {
  return Math.abs(slide - index) <= 1;
}
