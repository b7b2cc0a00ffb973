import type { DatabaseHandle } from '../../db/database-handle'
import type { UnpublishedEventRow } from '../../db/db-rows'
import type { Clock } from '../../policies/clock'
import type { NostrEvent } from '../../nostr-types'

/** Spec 3 §9: at most 5000 unpublished events are kept; the oldest go first. */
export const UNPUBLISHED_CAP = 5000

/** Events that did not reach enough relays, kept in the `unpublishedEvents` table across reloads. */
export interface UnpublishedStore {
  /** `relays` are the relays the event was meant for; empty means "the pool's relays". */
  add(event: NostrEvent, relays: string[]): Promise<void>
  list(): Promise<UnpublishedEventRow[]>
  remove(id: string): Promise<void>
}

/** The unpublished-event store over the app database (cap 5000, oldest dropped). */
export function createUnpublishedStore(db: DatabaseHandle, clock: Clock, cap = UNPUBLISHED_CAP): UnpublishedStore {
  return {
    add: (event, relays) =>
      db.use(async (tables) => {
        await tables.unpublishedEvents.put({ id: event.id, event, relays, createdAt: clock.now() })
        const excess = (await tables.unpublishedEvents.count()) - cap
        if (excess > 0) {
          const oldest = await tables.unpublishedEvents.orderBy('createdAt').limit(excess).primaryKeys()
          await tables.unpublishedEvents.bulkDelete(oldest)
        }
      }, undefined),
    list: () => db.use((tables) => tables.unpublishedEvents.orderBy('createdAt').toArray(), []),
    remove: (id) => db.use((tables) => tables.unpublishedEvents.delete(id), undefined),
  }
}
