import { feedDisplayName, type FeedConfig } from './feed-core';

/** Spec 1 Home: 'Home' with one feed or fewer, else the custom name, else the feed name, fallback 'Following'. */
export function homeTitle(feeds: FeedConfig[], activeFeedId: string): string {
  if (feeds.length <= 1) return 'Home';
  const active = feeds.find((feed) => feed.id === activeFeedId);
  if (!active) return 'Following';
  return active.customName?.trim() || active.name.trim() || 'Following';
}

/** The tab label of a feed: its custom name, else its default name. */
export function tabLabel(feed: FeedConfig): string {
  return feedDisplayName(feed);
}
