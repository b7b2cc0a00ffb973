import type { EnvironmentSignal } from '../relay/environment'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PublishResult, RelayStatus } from '../relay/connection/connection-types'
import type { AuthSigner } from '../relay/connection/relay-auth'
import type { PublishOptions, ReqOptions, SubscriptionState } from '../relay/pool/pool-types'
import type { RelayPublishStatus } from '../relay/publish/publish-tracker'

/** ReqOptions without callbacks (they cannot cross); `onState` becomes `withState`. */
export type WireReqOptions = Omit<ReqOptions, 'onState'> & { withState?: boolean }

/** The whole protocol between a tab (client) and the relay worker (host), one port per tab. */

/** Tab → worker. Subscriptions and calls are numbered by the tab; numbers are per port. */
export type ClientMessage =
  | { type: 'relays'; urls: string[] }
  | { type: 'blocked'; urls: string[] }
  | { type: 'req'; sub: number; filters: Filter[]; opts?: WireReqOptions }
  | { type: 'unsub'; sub: number }
  | { type: 'publish'; call: number; event: NostrEvent; opts?: PublishOptions }
  | { type: 'broadcast'; call: number; event: NostrEvent; opts?: PublishOptions }
  | { type: 'batchedQuery'; call: number; filter: Filter; relays?: string[] }
  | { type: 'stats'; call: number }
  /** NIP-42: the tab can (or no longer can) sign auth events; only such tabs are asked. */
  | { type: 'signer'; available: boolean }
  /** NIP-42: answers to the worker's 'sign-auth' request of the same id. */
  | { type: 'signed-auth'; requestId: number; event: NostrEvent }
  | { type: 'sign-auth-failed'; requestId: number; error: string }
  /** The tab came back to the foreground or its network came back: reconnect relays below connected. */
  | { type: 'environment'; signal: EnvironmentSignal }
  /** The tab is going away: drop its subscriptions (the pool stays for other tabs). */
  | { type: 'bye' }

/** One update of one subscription, in the order the pool emitted it. */
export type SubUpdate =
  | { sub: number; type: 'event'; event: NostrEvent; relay: string }
  | { sub: number; type: 'eose' }
  | { sub: number; type: 'state'; state: SubscriptionState }
  | { sub: number; type: 'complete' }
  | { sub: number; type: 'error'; message: string }

/** What the worker did: verifier engine and counts, messages it dropped by reason. */
export interface HostStats {
  engine: 'loading' | 'wasm' | 'js' | 'custom'
  verified: number
  cacheHits: number
  rejected: number
  dropped: Record<string, number>
}

/** Worker → tab. Events travel in batches, never one message per event. */
export type HostMessage =
  | { type: 'batch'; updates: SubUpdate[] }
  | { type: 'status'; relays: RelayStatus[] }
  | { type: 'published'; call: number; results: PublishResult[] }
  | { type: 'publish-status'; call: number; statuses: RelayPublishStatus[] }
  | { type: 'queried'; call: number; events: NostrEvent[]; error?: string }
  | { type: 'stats'; call: number; stats: HostStats }
  /** NIP-42: a relay wants authentication; the tab signs `template` (kind 22242) and answers. */
  | { type: 'sign-auth'; requestId: number; template: AuthTemplate }

/** The unsigned kind-22242 event a relay connection asks a signer for. */
export type AuthTemplate = Parameters<AuthSigner>[0]

/** The part of MessagePort / Worker / a worker's global scope that the protocol uses. */
export interface Port<In, Out> {
  postMessage(message: Out): void
  onmessage: ((event: { data: In }) => void) | null
}

/** Batches are flushed after this long or at this many events, whichever comes first. */
export const BATCH_WINDOW_MS = 16
export const BATCH_MAX_EVENTS = 200
/** A tab that does not answer a 'sign-auth' request in this long fails the authentication. */
export const AUTH_SIGN_TIMEOUT_MS = 10_000
