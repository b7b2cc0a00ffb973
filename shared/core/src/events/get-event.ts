import type { EventStore } from '../caches/event-store'
import type { DatabaseHandle } from '../db/database-handle'
import type { NostrEvent } from '../nostr-types'
import { isHex64, isValidEventShape } from '../relay/protocol/event-shape'
import type { RelayPool } from '../relay/pool/pool-types'

/** Spec 3 §9: fetch-event timeout 10 s. */
export const FETCH_EVENT_TIMEOUT_MS = 10_000

/**
 * One event by hex id: the local cache first, then the relays. With an EventStore the event is read and saved
 * through it (and flushed at once, so an event the user opened survives a reload); without one, straight
 * through the database.
 */
export async function getEvent(
  pool: Pick<RelayPool, 'query'>,
  db: DatabaseHandle | undefined,
  id: string,
  cache?: Pick<EventStore, 'get' | 'save' | 'flush'>,
): Promise<NostrEvent | null> {
  if (!isHex64(id)) return null
  const stored = cache ? await cache.get(id) : db ? await db.read((d) => d.events.get(id), undefined) : undefined
  if (isValidEventShape(stored) && stored.id === id) return stored
  const [event] = await pool.query([{ ids: [id] }], { eoseTimeoutMs: FETCH_EVENT_TIMEOUT_MS })
  if (!event) return null
  if (cache) {
    cache.save(event)
    void cache.flush()
  } else if (db) void db.use((d) => d.events.put(event), undefined)
  return event
}
