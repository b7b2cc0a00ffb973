import type { CompactProfile } from '../caches/compact-profile'
import type { NostrEvent } from '../nostr-types'
import type { PersonSuggestion } from '../search/suggestions/people-index'

/** What the graph knows about one user, relative to the root. */
export interface PubkeyView {
  pubkey: string
  /** 0 for the root, 1 for its follows…; UNKNOWN_FOLLOW_DISTANCE when not connected. */
  distance: number
  /** The root's follows who follow this user ("friends who follow"). */
  followedBy: string[]
  /** Every known user whose mute list names this user. */
  mutedBy: string[]
  /** How many of the root's follows mute this user. */
  mutedByFollowsCount: number
}

/** Size of the graph: users reachable from the root, edges, users per distance, follow lists fetched. */
export interface GraphStats {
  users: number
  follows: number
  mutes: number
  sizeByDistance: Record<number, number>
  crawled: number
}

/**
 * The graph computation behind a message boundary: every call is async and takes and returns
 * only structured-cloneable data, so the same API runs in-thread or in a Worker.
 */
export interface GraphBackend {
  /** Replaces the graph by a saved or downloaded binary (null: an empty graph) seen from `root`. */
  load(binary: Uint8Array | null, root: string): Promise<GraphStats>
  setRoot(root: string): Promise<void>
  /** Takes kind 3 / 10000 events; `crawled` are the authors just asked for. Resolves whether the graph changed. */
  ingest(events: NostrEvent[], crawled: string[]): Promise<boolean>
  /** Authors whose lists were not fetched yet, nearest the root first, up to `maxDistance`. */
  nextCrawlBatch(limit: number, maxDistance: number): Promise<string[]>
  describe(pubkeys: string[]): Promise<PubkeyView[]>
  isFollowing(follower: string, followed: string): Promise<boolean>
  stats(): Promise<GraphStats>
  /** The graph in nostr-social-graph's binary format (for the database). */
  toBinary(maxNodes?: number): Promise<Uint8Array>
  /** Adds or replaces cached profiles in the people index beside the graph (suggestions rank with the graph). */
  indexPeople(rows: CompactProfile[]): Promise<number>
  /** Spec 1 §9: the best `limit` people for a typed query, ranked by match, distance, friends and prefix. */
  suggestPeople(query: string, limit: number): Promise<PersonSuggestion[]>
  dispose(): void
}

/** The backend's method names, in the order the worker protocol knows them. */
export const GRAPH_BACKEND_METHODS = [
  'load',
  'setRoot',
  'ingest',
  'nextCrawlBatch',
  'describe',
  'isFollowing',
  'stats',
  'toBinary',
  'indexPeople',
  'suggestPeople',
] as const

/** A method of the backend that travels over the message boundary. */
export type GraphBackendMethod = (typeof GRAPH_BACKEND_METHODS)[number]
