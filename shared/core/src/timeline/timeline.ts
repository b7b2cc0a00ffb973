import { BehaviorSubject, type Observable } from 'rxjs'
import { streamPage, type PagePool } from './stream-page'
import type { Filter, NostrEvent } from '../nostr-types'
import { newestFirst } from '../events/event-order'
import type { EventStore } from '../caches/event-store'

/** A paged feed: items newest first, with loading, error and has-more state. */
export interface Timeline {
  readonly items$: Observable<NostrEvent[]>
  readonly loading$: Observable<boolean>
  readonly error$: Observable<string | null>
  readonly hasMore$: Observable<boolean>
  loadMore(): Promise<void>
  refresh(): Promise<void>
}

/** Options of createTimeline. */
export interface TimelineOptions {
  /** Events per page (spec 1 §9: 10 events per load). */
  pageSize?: number
  /**
   * The local event cache: each page is served from it at once, then merged with the relays' page (which is
   * saved into it). A relay failure is reported only when the cache had nothing for the page.
   */
  cache?: Pick<EventStore, 'query' | 'save'>
  /** Ask only these relays (a search's NIP-50 relays, one relay's own feed); the cache is then left out. */
  relays?: string[]
}

/** Events per page by default. */
export const DEFAULT_PAGE_SIZE = 10

/**
 * Pages back in time with `until` = oldest created_at seen; newest first, de-duplicated by id. A page's events show
 * as they arrive (verified), not only once every relay has sent EOSE: a slow or flooding relay delays nothing.
 */
export function createTimeline(pool: PagePool, filter: Filter, opts: TimelineOptions = {}): Timeline {
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
      const request: Filter = { ...filter, limit, ...(until === undefined ? {} : { until }) }
      const cached = await cachedPage(request)
      const base = reset ? [] : items.value
      if (current === generation && cached.length > 0) items.next(mergeNewestFirst(base, cached))
      const showSoFar = (arrived: NostrEvent[]) => current === generation && items.next(mergeNewestFirst(base, [...cached, ...arrived]))
      const page = await networkPage(request, cached.length > 0, showSoFar)
      if (current === generation) takePage([...cached, ...page], reset, limit)
    } catch (cause) {
      if (current === generation) error.next(cause instanceof Error ? cause.message : String(cause))
    } finally {
      if (current === generation) loading.next(false)
    }
  }

  async function cachedPage(request: Filter): Promise<NostrEvent[]> {
    return opts.cache && !opts.relays ? opts.cache.query(request).catch(() => []) : []
  }

  async function networkPage(request: Filter, haveCached: boolean, onArrived: (events: NostrEvent[]) => void): Promise<NostrEvent[]> {
    try {
      const page = await streamPage(pool, request, opts.relays, onArrived)
      page.forEach((event) => opts.cache?.save(event))
      return page
    } catch (cause) {
      if (haveCached) return []
      throw cause
    }
  }

  function takePage(page: NostrEvent[], reset: boolean, limit: number) {
    const known = reset ? [] : items.value
    const merged = mergeNewestFirst(known, page)
    const added = merged.length - known.length
    items.next(merged)
    hasMore.next(new Set(page.map((event) => event.id)).size >= limit)
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
