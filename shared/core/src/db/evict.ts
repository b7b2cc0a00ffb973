import type { AppDatabase } from './app-database'
import { AGE_INDEX, type TableCaps, type TableName } from './db-limits'

const TAG_EVICTION_STEP = 500
const MAX_TAG_EVICTION_ROUNDS = 200

/** Deletes the oldest rows of `name` beyond its cap; events take their tags and relay rows with them. */
export async function enforceCap(db: AppDatabase, name: TableName, caps: TableCaps): Promise<void> {
  if (name === 'eventTags') return evictTagsOfOldestEvents(db, caps.eventTags)
  const table = db.table(name)
  const excess = (await table.count()) - caps[name]
  if (excess <= 0) return
  const index = AGE_INDEX[name]
  const keys = await (index ? table.orderBy(index) : table.toCollection()).limit(excess).primaryKeys()
  await table.bulkDelete(keys)
  if (name === 'events') await deleteEventRows(db, keys as string[])
}

/** Removes the tag index and relay rows of these events. */
export async function deleteEventRows(db: AppDatabase, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await db.eventTags.where('eventId').anyOf(ids).delete()
  await db.eventRelays.where('eventId').anyOf(ids).delete()
}

/** The tag index is trimmed by dropping the tags of the oldest events first (the events stay). */
async function evictTagsOfOldestEvents(db: AppDatabase, cap: number): Promise<void> {
  let offset = 0
  for (let round = 0; round < MAX_TAG_EVICTION_ROUNDS && (await db.eventTags.count()) > cap; round++) {
    const ids = await db.events.orderBy('created_at').offset(offset).limit(TAG_EVICTION_STEP).primaryKeys()
    if (ids.length === 0) return
    await db.eventTags.where('eventId').anyOf(ids).delete()
    offset += ids.length
  }
}
