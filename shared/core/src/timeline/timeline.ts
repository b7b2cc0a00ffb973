import { BehaviorSubject, type Observable } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import { newestFirst } from '../events/event-order'
import type { RelayPool } from '../relay/pool/pool-types'

export interface Timeline {
  readonly items$: Observable<NostrEvent[]>
  readonly loading$: Observable<boolean>
  readonly error$: Observable<string | null>
  readonly hasMore$: Observable<boolean>
  loadMore(): Promise<void>
  refresh(): Promise<void>
}

export interface TimelineOptions {
  /** Events per page (spec 1 §9: 10 events per load). */
  pageSize?: number
}

export const DEFAULT_PAGE_SIZE = 10

/** Pages back in time with `until` = oldest created_at seen; newest first, de-duplicated by id. */
export function createTimeline(pool: Pick<RelayPool, 'query'>, filter: Filter, opts: TimelineOptions = {}): Timeline {
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE
  const items = new BehaviorSubject<NostrEvent[]>([])
  const loading = new BehaviorSubject(false)
  const error = new BehaviorSubject<string | null>(null)
  const hasMore = new BehaviorSubject(true)
  let until: number | undefined = filter.until
  let generation = 0
  let inFlight: Promise<void> | null = null

  async function loadPage(reset: boolean): Promise<void> {
    const current = ++generation
    if (reset) until = filter.until
    loading.next(true)
    error.next(null)
    try {
      // `until` is inclusive: ask for the events already held at that second on top of a full page.
      const repeats = reset || until === undefined ? 0 : items.value.filter((event) => event.created_at === until).length
      const limit = pageSize + repeats
      const page = await pool.query([{ ...filter, limit, ...(until === undefined ? {} : { until }) }])
      if (current === generation) takePage(page, reset, limit)
    } catch (cause) {
      if (current === generation) error.next(cause instanceof Error ? cause.message : String(cause))
    } finally {
      if (current === generation) loading.next(false)
    }
  }

  function takePage(page: NostrEvent[], reset: boolean, limit: number) {
    const known = reset ? [] : items.value
    const merged = mergeNewestFirst(known, page)
    const added = merged.length - known.length
    items.next(merged)
    hasMore.next(page.length >= limit)
    const oldest = merged.at(-1)?.created_at
    // A full page with nothing new (many events share one second): step past that second.
    until = oldest === undefined ? until : added === 0 ? oldest - 1 : oldest
  }

  function run(reset: boolean): Promise<void> {
    const task = loadPage(reset).finally(() => {
      if (inFlight === task) inFlight = null
    })
    inFlight = task
    return task
  }

  return {
    items$: items.asObservable(),
    loading$: loading.asObservable(),
    error$: error.asObservable(),
    hasMore$: hasMore.asObservable(),
    loadMore: () => inFlight ?? (hasMore.value ? run(false) : Promise.resolve()),
    refresh: () => run(true),
  }
}

function mergeNewestFirst(known: NostrEvent[], page: NostrEvent[]): NostrEvent[] {
  const byId = new Map(known.map((event) => [event.id, event]))
  for (const event of page) if (!byId.has(event.id)) byId.set(event.id, event)
  return [...byId.values()].sort(newestFirst)
}
