/** Spec 2 §9 Feed and §4 Feed engine constants. */

/** Events shown per load, and the load-more step. */
export const FEED_PAGE_SIZE = 10
/** Feed store displayCount default. */
export const DEFAULT_DISPLAY_COUNT = 20
/** Default relay filter limit (the editor's placeholder). */
export const DEFAULT_FILTER_LIMIT = 100
/** Feed store version. */
export const FEED_STORE_VERSION = 2
/** Storage key of the feed store. */
export const FEED_STORE_KEY = 'feed-store'
/** "Show N new events": above this the count reads "99+". */
export const NEW_EVENTS_CAP = 99
/** Future-dated events held until their time, at most. */
export const MAX_HELD_FUTURE = 20
/** Initial load counts as done after this long… */
export const INITIAL_LOAD_TIMEOUT_MS = 5000
/** …or after this much quiet once events exist. */
export const QUIET_MS = 500
/** Own posts younger than this (seconds) insert directly. */
export const OWN_FRESH_POST_S = 10
/** Events by unknown users revealed per step. */
export const UNKNOWN_USERS_STEP = 10
/** The editor autosaves this long after the last change. */
export const FEED_EDITOR_AUTOSAVE_MS = 500

/** Follow distance in the editor: range and default when enabled. */
export const FOLLOW_DISTANCE_MIN = 0
export const FOLLOW_DISTANCE_MAX = 10
export const FOLLOW_DISTANCE_DEFAULT = 3
/** Filter limit range in the editor. */
export const FILTER_LIMIT_MIN = 10
export const FILTER_LIMIT_MAX = 1000

/** Popular strategy (spec 1 §9). */
export const POPULAR_SUBSCRIPTION_LIMIT = 1000
export const POPULAR_WINDOW_S = 48 * 3600
export const POPULAR_WINDOW_STEP_S = 24 * 3600
export const POPULAR_READY_POSTS = 5
export const POPULAR_WIDEN_PENDING = 20
export const POPULAR_WIDEN_AFTER_MS = 5000
export const POPULAR_MAX_TRIES = 3

/** Chronological strategy (spec 1 §9). */
export const CHRONO_LIMIT = 300
export const CHRONO_PENDING_THRESHOLD = 15
export const CHRONO_START_PENDING = 5
export const CHRONO_WINDOW_STEP_S = 24 * 3600
export const CHRONO_STORED_OLDEST_AGE_S = 24 * 3600

/** For You: the share of popular posts in the mix. */
export const FOR_YOU_POPULAR_SHARE = 0.5
/** Seen post ids are persisted this long after the last change. */
export const SEEN_SAVE_DEBOUNCE_MS = 5000
/** Seen post ids remembered, at most (newest kept). */
export const SEEN_IDS_MAX = 5000
export const SEEN_STORAGE_KEY = 'feed-seen-ids'

/** Empty-feed texts (spec 1 §8), verbatim. */
export const EMPTY_FEED_TEXT = 'No posts found'
export const EMPTY_POPULAR_TEXT = 'No popular posts found'
export const EMPTY_FOR_YOU_TEXT = 'No posts found for you'

/** Kinds the feeds use. */
export const KIND_NOTE = 1
export const KIND_REPOST = 6
export const KIND_REACTION = 7
/** NIP-18 generic repost (of a note of any kind). */
export const KIND_GENERIC_REPOST = 16
/** NIP-22 comment: a reply outside kind 1. */
export const KIND_COMMENT = 1111
/** NIP-57 zap receipt. */
export const KIND_ZAP_RECEIPT = 9735
export const KIND_ARTICLE = 30023
export const KIND_PICTURE = 20
export const KIND_CONTACTS = 3

/** The 32 geohash base characters ('*' in the editor's geohash input). */
export const GEOHASH_BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz'

/** "Show N new events" label count: "99+" above the cap. */
export function newEventsLabel(count: number): string {
  return count > NEW_EVENTS_CAP ? `${NEW_EVENTS_CAP}+` : String(count)
}

/** The empty-feed text of a feed (spec 1 §8). */
export function emptyFeedText(config: { feedStrategy?: 'popular' | 'for-you' }): string {
  if (config.feedStrategy === 'popular') return EMPTY_POPULAR_TEXT
  if (config.feedStrategy === 'for-you') return EMPTY_FOR_YOU_TEXT
  return EMPTY_FEED_TEXT
}
