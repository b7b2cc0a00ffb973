import { EMPTY_FEED_TEXT, EMPTY_FOR_YOU_TEXT, EMPTY_POPULAR_TEXT, type FeedConfig } from '../home/feed-core';

/** Spec 1 §8 empty feeds: 'No popular posts found', 'No posts found for you', else 'No posts found'. */
export function emptyTextFor(config: Pick<FeedConfig, 'feedStrategy'>): string {
  if (config.feedStrategy === 'popular') return EMPTY_POPULAR_TEXT;
  if (config.feedStrategy === 'for-you') return EMPTY_FOR_YOU_TEXT;
  return EMPTY_FEED_TEXT;
}
