import type { EventStore } from '../caches/event-store'
import type { DatabaseHandle } from '../db/database-handle'
import type { NostrEvent } from '../nostr-types'
import { isHex64, isValidEventShape } from '../relay/protocol/event-shape'
import type { RelayPool } from '../relay/pool/pool-types'
import { MAX_READ_RELAY_HINTS, pickRelayHints } from '../links/relay-hints'
import { whenIdle } from '../util/when-idle'

/** Spec 3 §9: fetch-event timeout 10 s. */
export const FETCH_EVENT_TIMEOUT_MS = 10_000

/** How long the relays a link or tag names (hints) get to answer. */
export const HINT_TIMEOUT_MS = 6000

/**
 * One event by hex id: the local cache first, then the relays and the relays a link or tag names (`hints`, ws://
 * and wss:// only, at most 5) asked at once, the first to deliver it wins. With an EventStore the event is read and
 * saved through it (and flushed once the browser is idle, so an event the user opened survives a reload); without
 * one, straight through the database.
 */
export async function getEvent(
  pool: Pick<RelayPool, 'query'>,
  db: DatabaseHandle | undefined,
  id: string,
  cache?: Pick<EventStore, 'get' | 'save' | 'flush'>,
  hints: string[] = [],
): Promise<NostrEvent | null> {
  if (!isHex64(id)) return null
  const stored = cache ? await cache.get(id) : db ? await db.read((d) => d.events.get(id), undefined) : undefined
  if (isValidEventShape(stored) && stored.id === id) return stored
  const hinted = pickRelayHints(hints, MAX_READ_RELAY_HINTS)
  const event = await firstFound([fromRelays(pool, id), ...(hinted.length ? [fromRelays(pool, id, hinted)] : [])])
  if (!event) return null
  // Written once the page has shown it: the database (and Dexie's code) is not on the way to the first paint.
  if (cache) {
    cache.save(event)
    whenIdle(() => void cache.flush())
  } else if (db) whenIdle(() => void db.use((d) => d.events.put(event), undefined))
  return event
}

/** The event from the pool's relays, or from the given ones. */
async function fromRelays(pool: Pick<RelayPool, 'query'>, id: string, relays?: string[]): Promise<NostrEvent | null> {
  const [event] = await pool.query([{ ids: [id] }], relays ? { relays, eoseTimeoutMs: HINT_TIMEOUT_MS } : { eoseTimeoutMs: FETCH_EVENT_TIMEOUT_MS })
  return event?.id === id ? event : null
}

/** The first lookup that finds the event; null once all found nothing; rejects only when every lookup failed. */
function firstFound(lookups: Array<Promise<NostrEvent | null>>): Promise<NostrEvent | null> {
  return new Promise((resolve, reject) => {
    let pending = lookups.length
    const failures: unknown[] = []
    const settle = (event: NostrEvent | null) => {
      pending -= 1
      if (event) resolve(event)
      else if (pending === 0) (failures.length === lookups.length ? reject(failures[0]) : resolve(null))
    }
    const fail = (error: unknown) => {
      failures.push(error)
      settle(null)
    }
    for (const lookup of lookups) lookup.then(settle, fail)
  })
}
