import type { Observable } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'

/** Spec 1 §3 / spec 2 §3 Feed config: one entity, merged from both views. */
export interface FeedConfig {
  id: string
  name: string
  customName?: string
  /** Strategy feeds ('popular', 'for-you') have no filter. */
  feedStrategy?: 'popular' | 'for-you'
  filter?: FeedFilter
  /** 0 only yourself, 1 follows only, 2 friends of friends… unset: anyone. */
  followDistance?: number
  relayUrls?: string[]
  hideReplies?: boolean
  /** Default true. */
  showRepliedTo?: boolean
  showEventsByUnknownUsers?: boolean
  requiresMedia?: boolean
  requiresReplies?: boolean
  repliesTo?: string
  requiresLocationTag?: boolean
  excludeSeen?: boolean
  autoShowNewEvents?: boolean
  showZapAll?: boolean
  sortType?: 'followDistance' | 'chronological'
  displayAs?: 'list' | 'grid'
}

/** The relay filter part of a feed config (spec 1 §3). */
export interface FeedFilter {
  kinds?: number[]
  authors?: string[]
  '#e'?: string[]
  '#p'?: string[]
  '#g'?: string[]
  '#t'?: string[]
  search?: string
  limit?: number
}

/** Spec 2 §3 Feed store (version 2), persisted. */
export interface FeedStoreState {
  activeFeed: string
  displayCount: number
  feedDisplayAs: 'list' | 'grid'
  enabledFeedIds: string[]
  feedConfigs: Record<string, FeedConfig>
  /** Bumped to ask the active feed to refresh. */
  refreshSignal: number
}

/** The feed store: observable state and the editor's operations (spec 1 §4 Feed editing). */
export interface FeedStore {
  readonly state$: Observable<FeedStoreState>
  get(): FeedStoreState
  /** Enabled feeds in order, as full configs. */
  readonly feeds$: Observable<FeedConfig[]>
  setActive(id: string): void
  /** A new feed with a generated id, placed first and made active; returns it. */
  addFeed(partial?: Partial<FeedConfig>): FeedConfig
  /** Replaces a feed's config (the editor autosaves its local copy through this). */
  saveFeed(config: FeedConfig): void
  /** Moves the feed one place left (-1) or right (+1). */
  moveFeed(id: string, direction: -1 | 1): void
  /** Deleting the active feed activates the first remaining one; the last feed cannot be deleted. */
  deleteFeed(id: string): void
  cloneFeed(id: string): FeedConfig
  resetFeeds(): void
  setDisplayAs(id: string, displayAs: 'list' | 'grid'): void
  refresh(): void
}

/** What a running feed shows: the visible events and the held ones (spec 2 §4 Feed engine). */
export interface FeedViewState {
  /** Visible events, in display order. */
  events: NostrEvent[]
  /** Events held behind the "Show N new events" button. */
  newEventsCount: number
  /** Events from users outside the follow distance, collapsed behind a toggle. */
  unknownUsersCount: number
  initialLoadDone: boolean
  /** Whether more can be loaded at the bottom. */
  hasMore: boolean
  error?: string
  /** Revealed events by unknown users (grows by 10 per showUnknownUsers), shown below the list. */
  unknownUsersEvents?: NostrEvent[]
  /** Future-dated events waiting for their time (at most 20). */
  heldFutureCount?: number
}

/** A running feed for one config; remotes read `state$` and call the actions. */
export interface FeedEngine {
  readonly state$: Observable<FeedViewState>
  /** Shows 10 more visible events (spec 1 §9 page 10). */
  loadMore(): void
  /** Moves held new events into the visible list. */
  showNewEvents(): void
  /** Reveals 10 more events by unknown users. */
  showUnknownUsers(): void
  /** Restarts from the cache and the relays (pull-to-refresh, publishing). */
  refresh(): void
  dispose(): void
}

/** Builds the relay filter a feed subscribes with (for tests and the editor preview). */
export type FeedFilterBuilder = (config: FeedConfig, now: number) => Filter
