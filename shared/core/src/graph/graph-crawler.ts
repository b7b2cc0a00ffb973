import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import type { GraphBackend } from './graph-backend'
import { FOLLOW_LIST_KIND, GRAPH_CRAWL_BATCH_SIZE, GRAPH_CRAWL_INTERVAL_MS, MUTE_LIST_KIND } from './graph-constants'

export interface GraphCrawlerOptions {
  backend: GraphBackend
  pool: Pick<RelayPool, 'query'>
  clock: Clock
  maxDistance: number
  /** The graph changed (a batch added or removed edges). */
  onChange(): void
  /** Nothing is left to fetch. */
  onIdle(): void
  batchSize?: number
  intervalMs?: number
}

/** Crawls outward from the root: one batch of ≤ 500 authors' follow and mute lists every 5 s, nearest first. */
export interface GraphCrawler {
  /** Start, or resume after new users appeared (never sooner than one interval after the last batch). */
  wake(): void
  /** Forget a batch in flight (its answer is dropped) and crawl again. */
  restart(): void
  stop(): void
}

/** Follow and mute lists of `authors`, one REQ; limits sized so the relay returns every author's list. */
export function listFilters(authors: string[]): Filter[] {
  return [
    { kinds: [FOLLOW_LIST_KIND], authors, limit: authors.length },
    { kinds: [MUTE_LIST_KIND], authors, limit: authors.length },
  ]
}

export function createGraphCrawler(opts: GraphCrawlerOptions): GraphCrawler {
  const batchSize = opts.batchSize ?? GRAPH_CRAWL_BATCH_SIZE
  const intervalMs = opts.intervalMs ?? GRAPH_CRAWL_INTERVAL_MS
  const { clock } = opts
  let timer: unknown = null
  let running = false
  let wakeRequested = false
  let stopped = false
  let generation = 0
  let lastBatchAt = Number.NEGATIVE_INFINITY

  function schedule(delay: number) {
    if (stopped || running || timer !== null) return
    if (delay <= 0) void tick()
    else timer = clock.setTimeout(() => void tick(), delay)
  }

  async function fetchBatch(authors: string[]): Promise<NostrEvent[]> {
    return opts.pool.query(listFilters(authors)).catch((error: unknown) => {
      console.debug('Social graph: follow-list fetch failed', error)
      return []
    })
  }

  /** One batch; resolves whether there was anything to fetch. */
  async function crawlOnce(): Promise<boolean> {
    const started = generation
    const authors = await opts.backend.nextCrawlBatch(batchSize, opts.maxDistance)
    if (authors.length === 0 || started !== generation || stopped) return false
    lastBatchAt = clock.now()
    const events = await fetchBatch(authors)
    if (started !== generation || stopped) return true
    if (await opts.backend.ingest(events, authors)) opts.onChange()
    return true
  }

  async function tick() {
    timer = null
    running = true
    wakeRequested = false
    let fetched = false
    try {
      fetched = await crawlOnce()
    } catch (error) {
      console.debug('Social graph: crawl step failed', error)
    } finally {
      running = false
    }
    if (fetched || wakeRequested) schedule(lastBatchAt + intervalMs - clock.now())
    else if (!stopped) opts.onIdle()
  }

  function wake() {
    if (running) wakeRequested = true
    else schedule(lastBatchAt + intervalMs - clock.now())
  }

  return {
    wake,
    restart() {
      generation++
      clock.clearTimeout(timer)
      timer = null
      wake()
    },
    stop() {
      stopped = true
      clock.clearTimeout(timer)
      timer = null
    },
  }
}
