import { matchFilter } from 'nostr-tools/filter'
import type { DatabaseHandle } from '../db/database-handle'
import type { TableCaps } from '../db/db-limits'
import { createExpirySweeper, isExpired } from '../db/expiry'
import { createWriteBuffer, type WriteBuffer, type WriteBufferOptions } from '../db/write-buffer'
import { newestFirst } from '../events/event-order'
import type { Filter, NostrEvent } from '../nostr-types'
import { nowInSeconds, systemClock, type Clock } from '../policies/clock'
import { isHex64 } from '../relay/protocol/event-shape'
import { CACHE_QUERY_MAX, candidateEvents } from './event-query'
import { eventTagRows } from './event-tags'

/** The local event cache: events the relays delivered, answered back by filter (newest first). */
export interface EventStore {
  /** Keeps an event (and the relay it came from); written with the next flush. Expired events are ignored. */
  save(event: NostrEvent, relay?: string): void
  /** One event by id, from the write buffer or the database. */
  get(id: string): Promise<NostrEvent | undefined>
  /** Cached events matching the filter: ids, authors, kinds, #e/#p/#t…, since/until, limit; newest first. */
  query(filter: Filter): Promise<NostrEvent[]>
  /** Writes buffered events now. */
  flush(): Promise<void>
  /** Flushes and stops the timers. */
  dispose(): Promise<void>
}

/** Options of createEventStore; timers and caps are injectable for tests. */
export interface EventStoreOptions extends Pick<WriteBufferOptions, 'page' | 'intervalMs'> {
  clock?: Clock
  caps?: Partial<TableCaps>
  /** Expired-event delete batching (default 5 s). */
  expiryBatchMs?: number
  /** A write buffer shared with other stores (its owner disposes it); by default the store makes its own. */
  buffer?: WriteBuffer
}

/** Remembered ids/relay pairs so a burst of duplicates costs no writes. */
const SEEN_LIMIT = 10_000

/** An EventStore over the local database; opening the database waits for the first use. */
export function createEventStore(db: DatabaseHandle, opts: EventStoreOptions = {}): EventStore {
  const clock = opts.clock ?? systemClock
  const buffer = opts.buffer ?? createWriteBuffer(db, { clock, caps: opts.caps, page: opts.page, intervalMs: opts.intervalMs })
  const sweeper = createExpirySweeper(db, { clock, batchMs: opts.expiryBatchMs })
  const seen = new Set<string>()
  let storedSweep: Promise<void> | null = null

  function remember(key: string): boolean {
    if (seen.has(key)) return false
    if (seen.size >= SEEN_LIMIT) seen.clear()
    seen.add(key)
    return true
  }

  function save(event: NostrEvent, relay?: string) {
    if (isExpired(event, nowInSeconds(clock))) return
    if (remember(event.id)) {
      buffer.put('events', event)
      for (const row of eventTagRows(event)) buffer.put('eventTags', row)
    }
    if (relay && remember(`${event.id} ${relay}`)) buffer.put('eventRelays', { eventId: event.id, relay })
  }

  function pendingEvents(): NostrEvent[] {
    return buffer.pending('events') as NostrEvent[]
  }

  /** Drops expired events from an answer and queues their deletion. */
  function live(events: NostrEvent[]): NostrEvent[] {
    const now = nowInSeconds(clock)
    return events.filter((event) => {
      if (!isExpired(event, now)) return true
      sweeper.add(event.id)
      return false
    })
  }

  async function get(id: string) {
    if (!isHex64(id)) return undefined
    const pending = pendingEvents().find((event) => event.id === id)
    const event = pending ?? (await db.read((d) => d.events.get(id), undefined))
    return event && live([event]).length === 1 ? event : undefined
  }

  async function query(filter: Filter) {
    storedSweep ??= sweeper.sweepStored()
    const stored = await db.read((d) => candidateEvents(d, filter), [])
    const byId = new Map<string, NostrEvent>()
    for (const event of [...pendingEvents(), ...stored]) if (matchFilter(filter, event)) byId.set(event.id, event)
    return live([...byId.values()]).sort(newestFirst).slice(0, filter.limit ?? CACHE_QUERY_MAX)
  }

  async function flush() {
    await buffer.flush()
    await storedSweep
    await sweeper.flush()
  }

  return {
    save,
    get,
    query,
    flush,
    async dispose() {
      await flush()
      if (!opts.buffer) await buffer.dispose()
      sweeper.dispose()
    },
  }
}
