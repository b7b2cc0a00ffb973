/** Spec 3 §3: the social graph root when nobody is logged in (a fixed public key; the one nostr-social-graph ships). */
export const DEFAULT_SOCIAL_GRAPH_ROOT = '4523be58d395b1b196a9b8c82b038b6895cb02b683d0c253a955068dba1facd0'

/** Spec 3 §9: follow lists are fetched for at most this many authors per REQ. */
export const GRAPH_CRAWL_BATCH_SIZE = 500

/** Spec 3 §9: one crawl batch every 5 s. */
export const GRAPH_CRAWL_INTERVAL_MS = 5000

/** Spec 3 §9: the graph is saved 15 s after the last change. */
export const GRAPH_SAVE_DEBOUNCE_MS = 15_000

/** Ours: while a crawl keeps changing the graph, it is still saved at least this often. */
export const GRAPH_SAVE_MAX_WAIT_MS = 60_000

/** Spec 3 §9: graph download maxNodes default. */
export const GRAPH_DOWNLOAD_MAX_NODES = 50_000

/** Follow lists are crawled for users up to this distance (their follows end up one further). */
export const DEFAULT_MAX_CRAWL_DISTANCE = 2

/** The distance reported for users not connected to the root (nostr-social-graph's convention). */
export const UNKNOWN_FOLLOW_DISTANCE = 1000

/** cacheData key of the saved graph. */
export const GRAPH_CACHE_KEY = 'socialGraph'

/** Kinds the graph reads: follow lists and mute lists. */
export const FOLLOW_LIST_KIND = 3
export const MUTE_LIST_KIND = 10000
