import type { Observable } from 'rxjs'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { PublishResult, RelayStatus } from '../connection/connection-types'

export type PoolMessage = { type: 'event'; event: NostrEvent; relay: string } | { type: 'eose' }

export interface ReqOptions {
  /** Relays to ask instead of the pool's relays; ones outside the pool are used temporarily. */
  relays?: string[]
  /** Complete after EOSE (default true). When false the subscription stays live. */
  closeOnEose?: boolean
  /** EOSE is emitted after this long even if some relay never answers (default 4000). */
  eoseTimeoutMs?: number
}

export interface PublishOptions {
  relays?: string[]
  /** Per relay, default 2500 (spec 3 §9). */
  timeoutMs?: number
}

export interface RelayPool {
  /** Current relays with their state; emits on every change. */
  readonly status$: Observable<RelayStatus[]>
  /** Connect new relays, close removed ones. */
  setRelays(urls: string[]): void
  /** REQ on subscribe, CLOSE on unsubscribe; events de-duplicated by id; one 'eose' after all relays answered. */
  req(filters: Filter[], opts?: ReqOptions): Observable<PoolMessage>
  /** Collects until EOSE, newest first. */
  query(filters: Filter[], opts?: ReqOptions): Promise<NostrEvent[]>
  publish(event: NostrEvent, opts?: PublishOptions): Promise<PublishResult[]>
  close(): void
}

export const DEFAULT_EOSE_TIMEOUT_MS = 4000
export const DEFAULT_PUBLISH_TIMEOUT_MS = 2500
/** Spec 3 §9: temporary relays last 30000 ms. */
export const TEMPORARY_RELAY_LINGER_MS = 30000
