import { DEFAULT_FILTER_LIMIT, KIND_NOTE } from './feed-constants'
import type { FeedConfig, FeedStoreState } from './feed-types'

/**
 * What a visitor reads under 'No popular posts found' on a relay without reactions or reposts: the latest notes of the
 * social graph around the default root (replies left out).
 */
export const GRAPH_LATEST_FEED: FeedConfig = {
  id: 'graph-latest',
  name: 'Latest',
  filter: { kinds: [KIND_NOTE], limit: DEFAULT_FILTER_LIMIT },
  followDistance: 5,
  hideReplies: true,
  showRepliedTo: false,
  displayAs: 'list',
}

/** Visitors, and users with one feed or fewer, see the popular feed on Home (spec 1 Home). */
export const POPULAR_HOME_FEED: FeedConfig = { id: 'popular', name: 'Popular', feedStrategy: 'popular', showRepliedTo: true, displayAs: 'list' }

/** The feed Home shows: the active feed of a logged-in user with more than one feed, else the popular feed. */
export function homeFeedConfig(state: FeedStoreState, loggedIn: boolean): FeedConfig {
  const feeds = state.enabledFeedIds.map((id) => state.feedConfigs[id]).filter(Boolean)
  if (!loggedIn || feeds.length <= 1) return POPULAR_HOME_FEED
  return state.feedConfigs[state.activeFeed] ?? feeds[0]
}
