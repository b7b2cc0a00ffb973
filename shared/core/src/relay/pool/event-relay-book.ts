import type { DatabaseHandle } from '../../db/database-handle'
import type { EventRelayRow } from '../../db/db-rows'
import type { Clock } from '../../policies/clock'
import { createBatchWindow } from '../../util/batch-window'

/** How many event ids the in-memory map remembers (least recently seen dropped first). */
export const EVENT_RELAYS_MEMORY_CAP = 10_000
/** Rows for the `eventRelays` table are written in batches collected over this long. */
export const EVENT_RELAYS_FLUSH_MS = 1_000

/** Remembers which relays each event came from; optionally persisted to the eventRelays table. */
export function createEventRelayBook(opts: { clock: Clock; db?: DatabaseHandle; cap?: number }) {
  const cap = opts.cap ?? EVENT_RELAYS_MEMORY_CAP
  const byEvent = new Map<string, string[]>()
  const writes = createBatchWindow<string>(EVENT_RELAYS_FLUSH_MS, opts.clock, (keys) => {
    const rows: EventRelayRow[] = keys.map((key) => {
      const [eventId, relay] = key.split(' ')
      return { eventId, relay }
    })
    void opts.db?.use((db) => db.eventRelays.bulkPut(rows), undefined)
  })

  return {
    add(eventId: string, relay: string): void {
      const relays = byEvent.get(eventId) ?? []
      byEvent.delete(eventId) // re-insert: most recent last
      byEvent.set(eventId, relays.includes(relay) ? relays : [...relays, relay])
      if (byEvent.size > cap) byEvent.delete(byEvent.keys().next().value as string)
      if (opts.db && !relays.includes(relay)) writes.add(`${eventId} ${relay}`)
    },
    get: (eventId: string): string[] => [...(byEvent.get(eventId) ?? [])],
    dispose: () => writes.cancel(),
  }
}
