import type { Observable } from 'rxjs'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { PublishResult, RelayStatus } from '../connection/connection-types'
import type { PublishTracker } from '../publish/publish-tracker'

/** What a pooled subscription emits: events (with the relay they came from) and one 'eose'. */
export type PoolMessage = { type: 'event'; event: NostrEvent; relay: string } | { type: 'eose' }

/**
 * Spec 3 §4 'Subscription': initial (created), pending (no relay connected yet), waiting (REQ sent, before EOSE),
 * running (live after EOSE), closed.
 */
export type SubscriptionState = 'initial' | 'pending' | 'waiting' | 'running' | 'closed'

/** Options of one subscription. */
export interface ReqOptions {
  /** Relays to ask instead of the pool's relays; ones outside the pool are used temporarily. */
  relays?: string[]
  /** Complete after EOSE (default true). When false the subscription stays live. */
  closeOnEose?: boolean
  /** EOSE is emitted after this long even if some relay never answers (default 4000). */
  eoseTimeoutMs?: number
  /** Called on every subscription state change. */
  onState?: (state: SubscriptionState) => void
}

/** Options of one publish. */
export interface PublishOptions {
  relays?: string[]
  /** Per relay, default 2500 (spec 3 §9). */
  timeoutMs?: number
  /** How many relays must accept the event (default 1); below it the event is kept as unpublished. */
  quorum?: number
}

/** The relay pool: the narrow API remotes (and the Worker proxy) use. */
export interface RelayPool {
  /** Current relays with their state; emits on every change. */
  readonly status$: Observable<RelayStatus[]>
  /** Connect new relays, close removed ones. */
  setRelays(urls: string[]): void
  /** REQ on subscribe, CLOSE on unsubscribe; events de-duplicated by id; one 'eose' per spec 3 §4. */
  req(filters: Filter[], opts?: ReqOptions): Observable<PoolMessage>
  /** Collects until EOSE, newest first. */
  query(filters: Filter[], opts?: ReqOptions): Promise<NostrEvent[]>
  /** One result per relay; never rejects. An event below the quorum is kept and re-sent later. */
  publish(event: NostrEvent, opts?: PublishOptions): Promise<PublishResult[]>
  /** Like publish, with per-relay statuses; `done` rejects when fewer relays than the quorum accepted. */
  broadcast(event: NostrEvent, opts?: PublishOptions): PublishTracker
  /** A query batched with others issued within a short window and de-duplicated with identical ones in flight. */
  batchedQuery(filter: Filter, opts?: Pick<ReqOptions, 'relays'>): Promise<NostrEvent[]>
  /** Relays this pool has seen the event on (in memory, bounded). */
  eventRelays(id: string): string[]
  /** Disabled relays: removed from the pool and never connected, not even through `relays` options. */
  setBlockedRelays(urls: string[]): void
  close(): void
}

/** EOSE is emitted after this long even if some relay never answers. */
export const DEFAULT_EOSE_TIMEOUT_MS = 4000
/** Spec 3 §9: publish timeout 2500 ms per relay. */
export const DEFAULT_PUBLISH_TIMEOUT_MS = 2500
/** Spec 3 §9: temporary relays last 30000 ms. */
export const TEMPORARY_RELAY_LINGER_MS = 30000
