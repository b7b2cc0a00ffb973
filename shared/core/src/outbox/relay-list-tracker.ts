import type { Observable, Subscription } from 'rxjs'
import { createTtlCache } from '../names/ttl-cache'
import type { Clock } from '../policies/clock'
import type { NostrEvent } from '../nostr-types'
import type { PoolMessage, RelayPool } from '../relay/pool/pool-types'
import { chunk } from '../util/batch-window'
import { parseRelayList, RELAY_LIST_KIND, type RelayList } from './relay-list'

/** Spec 3 §9: relay-list fetch timeout 1000 ms… */
export const RELAY_LIST_TIMEOUT_MS = 1000
/** …plus 3000 ms if disconnected (no pool relay connected). */
export const RELAY_LIST_DISCONNECTED_EXTRA_MS = 3000
/** Spec 3 §9: outbox tracker batches of 400 users. */
export const RELAY_LIST_BATCH_SIZE = 400
/** Spec 3 §9: outbox tracker cache of 100000 entries… */
export const RELAY_LIST_CACHE_ENTRIES = 100_000
/** …kept for 120 s. */
export const RELAY_LIST_CACHE_TTL_MS = 120_000

/** Fetches and caches authors' relay lists (kind 10002). */
export interface RelayListTracker {
  /** The known relay lists of these authors (authors without one are left out). */
  load(authors: readonly string[]): Promise<Map<string, RelayList>>
  /** A relay list known first-hand (the user's own, just published): used at once, until the cache expires it. */
  put(author: string, list: RelayList): void
}

/** The tracker's collaborators, injected. */
export interface RelayListTrackerDeps {
  pool: Pick<RelayPool, 'req'>
  clock: Clock
  /** Where relay lists are asked for (the default outbox relays and the pool's relays). */
  sources(): string[]
  /** Whether the pool has at least one connected relay right now. */
  isConnected(): boolean
}

/** Relay lists are asked in batches of 400 authors; each batch waits at most the fetch timeout. */
export function createRelayListTracker(deps: RelayListTrackerDeps): RelayListTracker {
  const cache = createTtlCache<RelayList | null>({ maxEntries: RELAY_LIST_CACHE_ENTRIES, ttlMs: RELAY_LIST_CACHE_TTL_MS, clock: deps.clock })
  const pending = new Map<string, Promise<void>>()

  async function fetchBatch(authors: string[]) {
    const timeoutMs = RELAY_LIST_TIMEOUT_MS + (deps.isConnected() ? 0 : RELAY_LIST_DISCONNECTED_EXTRA_MS)
    const stream = deps.pool.req([{ kinds: [RELAY_LIST_KIND], authors }], { relays: deps.sources(), eoseTimeoutMs: timeoutMs })
    const newest = await collectUntil(stream, deps.clock, timeoutMs)
    for (const author of authors) {
      const event = newest.get(author)
      cache.set(author, (event && parseRelayList(event)) ?? null)
    }
  }

  return {
    put: (author, list) => cache.set(author, list),
    async load(authors) {
      const unique = [...new Set(authors)]
      const missing = unique.filter((author) => cache.get(author) === undefined && !pending.has(author))
      for (const batch of chunk(missing, RELAY_LIST_BATCH_SIZE)) {
        const fetching = fetchBatch(batch).finally(() => batch.forEach((author) => pending.delete(author)))
        batch.forEach((author) => pending.set(author, fetching))
      }
      await Promise.all(unique.map((author) => pending.get(author)))
      const lists = new Map<string, RelayList>()
      for (const author of unique) {
        const list = cache.get(author)
        if (list) lists.set(author, list)
      }
      return lists
    },
  }
}

/** Newest event per author, until EOSE or until the timeout on the clock, whichever comes first. */
function collectUntil(stream: Observable<PoolMessage>, clock: Clock, timeoutMs: number): Promise<Map<string, NostrEvent>> {
  return new Promise((resolve) => {
    const newest = new Map<string, NostrEvent>()
    let subscription: Subscription | undefined
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clock.clearTimeout(timer)
      subscription?.unsubscribe()
      resolve(newest)
    }
    const timer = clock.setTimeout(finish, timeoutMs)
    subscription = stream.subscribe({
      next: (message) => {
        if (message.type !== 'event') return
        const current = newest.get(message.event.pubkey)
        if (!current || message.event.created_at > current.created_at) newest.set(message.event.pubkey, message.event)
      },
      error: finish,
      complete: finish,
    })
    if (done) subscription.unsubscribe()
  })
}
