import type { Observable } from 'rxjs'
import type { EventStore } from '../caches/event-store'
import { newestFirst } from '../events/event-order'
import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import type { ContentVisibilityDeps } from './content-visibility'
import { KIND_CONTACTS } from './feed-constants'

/** What feeds need from the core; every part is injectable for tests (content settings: see ContentVisibilityDeps). */
export interface FeedDeps extends ContentVisibilityDeps {
  /** The relay pool (the core passes its cached, outbox-aware pool). */
  pool: Pick<RelayPool, 'req' | 'query'>
  /** The local event cache, read before the relays. */
  cache?: Pick<EventStore, 'query'>
  clock: Clock
  /** The signed-in user's public key, or null. */
  myPubkey$: Observable<string | null | undefined>
  /** Follow distance from the signed-in user (social graph); 1000 for strangers. */
  followDistance: (pubkey: string) => Promise<number>
  /** Emits when follow distances may have changed (the social graph grew); collapsed unknown users are checked again. */
  distanceChanges$?: Observable<unknown>
  isMuted?: (pubkey: string) => boolean | Promise<boolean>
  /** Whose posts the chronological and popular strategies read; default: the user's contact list (kind 3). */
  follows?: (pubkey: string) => Promise<string[]>
}

export interface StreamHandlers {
  event(event: NostrEvent): void
  /** The relays finished their stored events (EOSE); live events may follow when `live`. */
  eose?(): void
  /** The local cache's matches were all delivered (before any relay event). */
  cached?(): void
}

/**
 * Cached events matching the filter first, then the relays'; returns a stop function. The relays are asked at
 * once (a cold database can take a while to open); what they send before the cache answered waits behind it.
 */
export function streamEvents(deps: Pick<FeedDeps, 'pool' | 'cache'>, filter: Filter, handlers: StreamHandlers, live = false): () => void {
  let stopped = false
  let cacheDone = false
  const early: Array<() => void> = []
  const afterCache = (deliver: () => void) => {
    if (stopped) return
    if (cacheDone) deliver()
    else early.push(deliver)
  }
  const subscription = deps.pool.req([filter], { closeOnEose: !live }).subscribe({
    next: (message) => afterCache(() => (message.type === 'event' ? handlers.event(message.event) : handlers.eose?.())),
    error: () => afterCache(() => handlers.eose?.()),
  })
  const cached = deps.cache ? deps.cache.query(filter).catch(() => [] as NostrEvent[]) : Promise.resolve([])
  void cached.then((events) => {
    if (stopped) return
    events.forEach(handlers.event)
    handlers.cached?.()
    cacheDone = true
    early.splice(0).forEach((deliver) => deliver())
  })
  return () => {
    stopped = true
    early.length = 0
    subscription.unsubscribe()
  }
}

/** Cached events first, then the relays', de-duplicated, newest first. */
export async function queryEvents(deps: Pick<FeedDeps, 'pool' | 'cache'>, filter: Filter): Promise<NostrEvent[]> {
  const cached = deps.cache ? await deps.cache.query(filter).catch(() => [] as NostrEvent[]) : []
  // Events asked for by id are immutable: when the cache has every one, the relays have nothing to add.
  if (filter.ids && Object.keys(filter).length === 1 && new Set(cached.map((event) => event.id)).size >= new Set(filter.ids).size) {
    return [...cached].sort(newestFirst)
  }
  const fetched = await deps.pool.query([filter]).catch(() => [] as NostrEvent[])
  const byId = new Map([...cached, ...fetched].map((event) => [event.id, event]))
  return [...byId.values()].sort(newestFirst)
}

/** The p tags of the newest contact list (kind 3) of `pubkey`. */
export async function contactListFollows(deps: Pick<FeedDeps, 'pool' | 'cache'>, pubkey: string): Promise<string[]> {
  const [list] = await queryEvents(deps, { kinds: [KIND_CONTACTS], authors: [pubkey], limit: 1 })
  return [...new Set((list?.tags ?? []).filter((tag) => tag[0] === 'p' && tag[1]).map((tag) => tag[1]))]
}
