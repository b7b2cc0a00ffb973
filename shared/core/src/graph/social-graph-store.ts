import { BehaviorSubject, distinctUntilChanged, map, of, Subject, type Observable } from 'rxjs'
import type { CompactProfile } from '../caches/compact-profile'
import type { DatabaseHandle } from '../db/database-handle'
import type { NostrEvent } from '../nostr-types'
import { systemClock, type Clock } from '../policies/clock'
import { isHex64 } from '../relay/protocol/event-shape'
import type { RelayPool } from '../relay/pool/pool-types'
import type { PersonSuggestion } from '../search/suggestions/people-index'
import type { GraphBackend, GraphStats } from './graph-backend'
import { DEFAULT_MAX_CRAWL_DISTANCE, DEFAULT_SOCIAL_GRAPH_ROOT, UNKNOWN_FOLLOW_DISTANCE } from './graph-constants'
import { createGraphCrawler } from './graph-crawler'
import { downloadInto, type GraphDownloadParams, type GraphDownloadResult } from './graph-download'
import { createDebouncedSave, loadSavedGraph, storeGraph } from './graph-storage'
import { createGraphBackend, type GraphTransport } from './graph-transport'
import { createPubkeyViews } from './pubkey-views'

/** The social graph for remotes: follow distances, friends who follow, mutes; computed off the main thread. */
export interface SocialGraphStore {
  /** Resolves once the saved graph (if any) is loaded from the database. */
  readonly ready: Promise<void>
  readonly root$: Observable<string>
  /** The logged-in user, or null/undefined for the default root. */
  setRoot(pubkey: string | null | undefined): Promise<void>
  /** 0 for the root, 1 for its follows…; UNKNOWN_FOLLOW_DISTANCE (1000) when not connected. */
  followDistance$(pubkey: string): Observable<number>
  /** The root's follows who follow `pubkey`. */
  followedBy$(pubkey: string): Observable<string[]>
  /** Known users whose mute list names `pubkey`. */
  mutedBy$(pubkey: string): Observable<string[]>
  /** How many known users mute `pubkey`. */
  mutedByCount$(pubkey: string): Observable<number>
  /** How many of the root's follows mute `pubkey`. */
  mutedByFollowsCount$(pubkey: string): Observable<number>
  isFollowing(follower: string, followed: string): Promise<boolean>
  /** Users reachable from the root. */
  readonly size$: Observable<number>
  readonly stats$: Observable<GraphStats>
  /** On while follow lists remain to be fetched. */
  readonly crawling$: Observable<boolean>
  /** The recrawl flag: on while a recrawl from scratch runs. */
  readonly recrawl$: Observable<boolean>
  /** Drops the graph and crawls again from the root. */
  recrawl(): Promise<void>
  /** Follow or mute lists seen elsewhere (e.g. the user's own, just published). */
  ingest(events: NostrEvent[]): Promise<void>
  /** Replaces the graph by the graph service's binary; failures are reported on errors$, never thrown. */
  download(serviceUrl: string, params?: GraphDownloadParams): Promise<GraphDownloadResult>
  /** Download and other background failures, as messages. */
  readonly errors$: Observable<string>
  /** Saves now if a save is pending. */
  flush(): Promise<void>
  /** Adds or replaces cached profiles in the people index that suggestions rank with the graph. */
  indexPeople(rows: CompactProfile[]): Promise<number>
  /** Spec 1 §9: the best `limit` indexed people for a typed query (once the saved graph is loaded, so distances count). */
  suggestPeople(query: string, limit: number): Promise<PersonSuggestion[]>
  dispose(): void
}

export interface SocialGraphOptions {
  pool: Pick<RelayPool, 'query'>
  db?: DatabaseHandle
  clock?: Clock
  /** Defaults to a Worker in the browser, in-thread elsewhere (see `transport`). */
  backend?: GraphBackend
  transport?: GraphTransport
  root?: string | null
  /** Follow lists are fetched up to this distance (default 2). */
  maxCrawlDistance?: number
  /** Crawl the relays (default true). */
  crawl?: boolean
  fetch?: typeof fetch
  /** The root while nobody is signed in (default DEFAULT_SOCIAL_GRAPH_ROOT). */
  defaultRoot?: string
}

const EMPTY_STATS: GraphStats = { users: 1, follows: 0, mutes: 0, sizeByDistance: { 0: 1 }, crawled: 0 }
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index])

export function createSocialGraph(opts: SocialGraphOptions): SocialGraphStore {
  const clock = opts.clock ?? systemClock
  const backend = opts.backend ?? createGraphBackend(opts.transport)
  const fallbackRoot = isHex64(opts.defaultRoot) ? opts.defaultRoot : DEFAULT_SOCIAL_GRAPH_ROOT
  const rootOrDefault = (pubkey: string | null | undefined) => (isHex64(pubkey) ? pubkey : fallbackRoot)
  const root$ = new BehaviorSubject(rootOrDefault(opts.root))
  const stats$ = new BehaviorSubject<GraphStats>(EMPTY_STATS)
  const recrawl$ = new BehaviorSubject(false)
  const crawling$ = new BehaviorSubject(opts.crawl !== false) // the first crawl starts once the saved graph is loaded
  const errors$ = new Subject<string>()
  const views = createPubkeyViews((pubkeys) => backend.describe(pubkeys))
  const saver = createDebouncedSave(clock, save)
  const crawler = createGraphCrawler({
    backend,
    pool: opts.pool,
    clock,
    maxDistance: opts.maxCrawlDistance ?? DEFAULT_MAX_CRAWL_DISTANCE,
    onChange: changed,
    onIdle() {
      crawling$.next(false)
      recrawl$.next(false)
    },
  })

  async function save() {
    if (!opts.db) return
    const binary = await backend.toBinary()
    await storeGraph(opts.db, { root: root$.value, binary }, clock.now())
  }

  function refreshViews() {
    views.invalidate()
    backend.stats().then((stats) => stats$.next(stats), () => {})
  }

  function changed() {
    refreshViews()
    saver.changed()
  }

  function crawl(fromScratch = false) {
    if (opts.crawl === false) return recrawl$.next(false)
    crawling$.next(true)
    if (fromScratch) crawler.restart()
    else crawler.wake()
  }

  async function start() {
    const saved = opts.db ? await loadSavedGraph(opts.db) : null
    await backend.load(saved?.binary ?? null, root$.value).catch((error: unknown) => {
      console.debug('Social graph: saved graph unreadable, starting empty', error)
      return backend.load(null, root$.value).catch(() => undefined)
    })
    refreshViews()
    crawl()
  }

  const ready = start()

  const afterReady = <T>(operation: () => Promise<T>) => ready.then(operation)
  const view$ = (pubkey: string) => views.watch(pubkey)

  return {
    ready,
    root$: root$.pipe(distinctUntilChanged()),
    setRoot: (pubkey) =>
      afterReady(async () => {
        const root = rootOrDefault(pubkey)
        if (root === root$.value) return
        root$.next(root)
        await backend.setRoot(root)
        changed()
        crawl()
      }),
    followDistance$: (pubkey) =>
      isHex64(pubkey) ? view$(pubkey).pipe(map((view) => view.distance), distinctUntilChanged()) : of(UNKNOWN_FOLLOW_DISTANCE),
    followedBy$: (pubkey) => (isHex64(pubkey) ? view$(pubkey).pipe(map((view) => view.followedBy), distinctUntilChanged(sameList)) : of([])),
    mutedBy$: (pubkey) => (isHex64(pubkey) ? view$(pubkey).pipe(map((view) => view.mutedBy), distinctUntilChanged(sameList)) : of([])),
    mutedByCount$: (pubkey) => (isHex64(pubkey) ? view$(pubkey).pipe(map((view) => view.mutedBy.length), distinctUntilChanged()) : of(0)),
    mutedByFollowsCount$: (pubkey) => (isHex64(pubkey) ? view$(pubkey).pipe(map((view) => view.mutedByFollowsCount), distinctUntilChanged()) : of(0)),
    isFollowing: (follower, followed) => afterReady(() => backend.isFollowing(follower, followed)),
    size$: stats$.pipe(map((stats) => stats.users), distinctUntilChanged()),
    stats$: stats$.asObservable(),
    crawling$: crawling$.pipe(distinctUntilChanged()),
    recrawl$: recrawl$.pipe(distinctUntilChanged()),
    recrawl: () =>
      afterReady(async () => {
        recrawl$.next(true)
        await backend.load(null, root$.value)
        changed()
        crawl(true)
      }),
    ingest: (events) =>
      afterReady(async () => {
        if (await backend.ingest(events, [])) changed()
        crawl()
      }),
    download: (serviceUrl, params) =>
      afterReady(async () => {
        const result = await downloadInto(backend, root$.value, serviceUrl, params, opts.fetch)
        if (!result.ok) errors$.next(result.error)
        else {
          changed()
          crawl()
        }
        return result
      }),
    errors$: errors$.asObservable(),
    flush: () => afterReady(() => saver.flush()),
    indexPeople: (rows) => backend.indexPeople(rows),
    suggestPeople: (query, limit) => afterReady(() => backend.suggestPeople(query, limit)),
    dispose() {
      crawler.stop()
      saver.cancel()
      views.close()
      backend.dispose()
      root$.complete()
      stats$.complete()
      recrawl$.complete()
      crawling$.complete()
      errors$.complete()
    },
  }
}
