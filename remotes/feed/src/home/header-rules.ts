import { feedDisplayName, type FeedConfig } from './feed-core';

/** Spec 1 §9: the mobile header hides on scroll down by up to 80 px. */
export const HEADER_HIDE_PX = 80;

/** Spec 1 Home: 'Home' with one feed or fewer, else the custom name, else the feed name, fallback 'Following'. */
export function homeTitle(feeds: FeedConfig[], activeFeedId: string): string {
  if (feeds.length <= 1) return 'Home';
  const active = feeds.find((feed) => feed.id === activeFeedId);
  if (!active) return 'Following';
  return active.customName?.trim() || active.name.trim() || 'Following';
}

/** The header's hidden offset after a scroll by deltaY (down positive): grows on scroll down, shrinks on scroll up. */
export function nextHeaderOffset(offset: number, deltaY: number): number {
  return Math.min(HEADER_HIDE_PX, Math.max(0, offset + deltaY));
}

/** The mobile header fades from the app name to the feed name over the first 80 px of scroll (0 → 1). */
export function headerFade(scrollY: number): number {
  return Math.min(1, Math.max(0, scrollY / HEADER_HIDE_PX));
}

/** The tab label of a feed: its custom name, else its default name. */
export function tabLabel(feed: FeedConfig): string {
  return feedDisplayName(feed);
}
