import type { FeedConfig, FeedStoreState } from './feed-types'

/** Visitors, and users with one feed or fewer, see the popular feed on Home (spec 1 Home). */
export const POPULAR_HOME_FEED: FeedConfig = { id: 'popular', name: 'Popular', feedStrategy: 'popular', showRepliedTo: true, displayAs: 'list' }

/** The feed Home shows: the active feed of a logged-in user with more than one feed, else the popular feed. */
export function homeFeedConfig(state: FeedStoreState, loggedIn: boolean): FeedConfig {
  const feeds = state.enabledFeedIds.map((id) => state.feedConfigs[id]).filter(Boolean)
  if (!loggedIn || feeds.length <= 1) return POPULAR_HOME_FEED
  return state.feedConfigs[state.activeFeed] ?? feeds[0]
}
