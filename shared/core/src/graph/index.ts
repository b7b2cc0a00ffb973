// The social graph (spec 3 §3, §9; issue 3 item 11): public API of shared/core/src/graph.
export { createSocialGraph, type SocialGraphStore, type SocialGraphOptions } from './social-graph-store'
export type { GraphStats, PubkeyView, GraphBackend } from './graph-backend'
export type { GraphTransport } from './graph-transport'
export type { GraphDownloadParams } from './graph-download'
export {
  DEFAULT_SOCIAL_GRAPH_ROOT,
  UNKNOWN_FOLLOW_DISTANCE,
  GRAPH_CRAWL_BATCH_SIZE,
  GRAPH_CRAWL_INTERVAL_MS,
  GRAPH_SAVE_DEBOUNCE_MS,
  GRAPH_DOWNLOAD_MAX_NODES,
} from './graph-constants'
