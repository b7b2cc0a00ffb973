import type { AppDatabase } from '../db/app-database'
import type { Filter, NostrEvent } from '../nostr-types'

/** Without a limit, a cache query returns at most this many events. */
export const CACHE_QUERY_MAX = 500

/** Filter keys of the form '#x'. */
export function tagKeys(filter: Filter): Array<`#${string}`> {
  return (Object.keys(filter) as Array<keyof Filter>).filter((key): key is `#${string}` => String(key).startsWith('#'))
}

/**
 * Candidate events for a filter from the narrowest index: ids, then a tag (#e, #p, #t… through eventTags), then
 * authors, then kinds by time; otherwise the newest events. The caller still matches every condition.
 */
export async function candidateEvents(db: AppDatabase, filter: Filter): Promise<NostrEvent[]> {
  const limit = filter.limit ?? CACHE_QUERY_MAX
  if (filter.ids) return present(await db.events.bulkGet(filter.ids))
  const [tagKey] = tagKeys(filter)
  if (tagKey) return byTag(db, tagKey.slice(1), filter[tagKey] ?? [])
  if (filter.authors) return db.events.where('pubkey').anyOf(filter.authors).toArray()
  const since = filter.since ?? 0
  const until = filter.until ?? Number.MAX_SAFE_INTEGER
  if (filter.kinds) {
    const perKind = await Promise.all(
      filter.kinds.map((kind) =>
        db.events.where('[kind+created_at]').between([kind, since], [kind, until], true, true).reverse().limit(limit).toArray(),
      ),
    )
    return perKind.flat()
  }
  return db.events.where('created_at').between(since, until, true, true).reverse().limit(limit).toArray()
}

async function byTag(db: AppDatabase, name: string, values: string[]): Promise<NostrEvent[]> {
  const rows = await db.eventTags.where('[name+value]').anyOf(values.map((value) => [name, value])).toArray()
  return present(await db.events.bulkGet([...new Set(rows.map((row) => row.eventId))]))
}

function present(events: Array<NostrEvent | undefined>): NostrEvent[] {
  return events.filter((event): event is NostrEvent => event !== undefined)
}
