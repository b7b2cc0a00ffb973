import { matchFilter } from 'nostr-tools/filter'
import type { Clock } from '../../policies/clock'
import type { Filter, NostrEvent } from '../../nostr-types'
import { findFilterProblem } from '../protocol/filter-validation'

/** Single-key lookups issued within this window go out as one REQ. */
export const BATCH_WINDOW_MS = 50
/** Spec 3 §5: filters with more than 10 entries are run without grouping. */
export const MAX_GROUPABLE_ENTRIES = 10

type Query = (filters: Filter[], relays?: string[]) => Promise<NostrEvent[]>
type MergeKey = 'ids' | 'authors'

interface Group {
  key: MergeKey
  base: Filter
  relays?: string[]
  values: Set<string>
  waiters: Array<{ filter: Filter; resolve(events: NostrEvent[]): void; reject(error: unknown): void }>
}

/** True when no filter (nor the list itself) has more than 10 entries. */
export function isGroupable(filters: readonly Filter[]): boolean {
  return filters.length <= MAX_GROUPABLE_ENTRIES && filters.every((filter) =>
    Object.values(filter).every((value) => !Array.isArray(value) || value.length <= MAX_GROUPABLE_ENTRIES),
  )
}

function mergeKeyOf(filter: Filter): MergeKey | null {
  if (filter.limit !== undefined || !isGroupable([filter])) return null
  if (filter.ids) return 'ids'
  return filter.authors ? 'authors' : null
}

/** Batches ids / authors lookups that differ only in that key, and shares identical queries in flight. */
export function createQueryBatcher(query: Query, clock: Clock) {
  const groups = new Map<string, Group>()
  const inFlight = new Map<string, Promise<NostrEvent[]>>()

  function flush(groupKey: string) {
    const group = groups.get(groupKey)
    groups.delete(groupKey)
    if (!group) return
    const merged = { ...group.base, [group.key]: [...group.values] }
    query([merged], group.relays).then(
      (events) => group.waiters.forEach((waiter) => waiter.resolve(events.filter((event) => matchFilter(waiter.filter, event)))),
      (error: unknown) => group.waiters.forEach((waiter) => waiter.reject(error)),
    )
  }

  function grouped(filter: Filter, key: MergeKey, relays?: string[]): Promise<NostrEvent[]> {
    const { [key]: values, ...base } = filter
    const groupKey = JSON.stringify([key, sortKeys(base), relays ?? null])
    let group = groups.get(groupKey)
    if (!group) {
      group = { key, base, relays, values: new Set(), waiters: [] }
      groups.set(groupKey, group)
      clock.setTimeout(() => flush(groupKey), BATCH_WINDOW_MS)
    }
    const target = group
    values?.forEach((value) => target.values.add(value))
    return new Promise((resolve, reject) => target.waiters.push({ filter, resolve, reject }))
  }

  return function batchedQuery(filter: Filter, relays?: string[]): Promise<NostrEvent[]> {
    const exact = JSON.stringify([sortKeys(filter), relays ?? null])
    const running = inFlight.get(exact)
    if (running) return running
    const problem = findFilterProblem([filter])
    if (problem) return Promise.reject(new Error(`Invalid filter: ${problem}`)) // never spoil a whole batch
    const key = mergeKeyOf(filter)
    const result = key ? grouped(filter, key, relays) : query([filter], relays)
    inFlight.set(exact, result)
    const forget = () => inFlight.delete(exact)
    result.then(forget, forget)
    return result
  }
}

function sortKeys(filter: Filter): Array<[string, unknown]> {
  return Object.entries(filter)
    .map(([name, value]): [string, unknown] => [name, Array.isArray(value) ? [...value].sort() : value])
    .sort(([a], [b]) => a.localeCompare(b))
}
