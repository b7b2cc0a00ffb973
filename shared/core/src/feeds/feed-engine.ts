import { BehaviorSubject } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import { createContentVisibility } from './content-visibility'
import { FEED_PAGE_SIZE } from './feed-constants'
import type { FeedDeps } from './feed-deps'
import { passesFeedFilters } from './feed-filters'
import { createFeedList, type FeedList } from './feed-list'
import { createFeedSource } from './feed-sources'
import type { FeedConfig, FeedEngine, FeedViewState } from './feed-types'
import type { FeedSource } from './filter-source'
import { startInitialLoadTimer, type InitialLoadTimer } from './initial-load'
import type { SeenIds } from './seen-ids'

export interface FeedEngineDeps extends FeedDeps {
  /** Seen post ids: For You (and excludeSeen feeds) hide them and mark what they show. */
  seen?: SeenIds
}

const INITIAL_STATE: FeedViewState = { events: [], newEventsCount: 0, unknownUsersCount: 0, initialLoadDone: false, hasMore: true }

/** One running load of a feed; refresh replaces it. */
interface Run {
  list: FeedList
  /** Started when the run starts loading (see `loadAfter`). */
  timer?: InitialLoadTimer
  source: FeedSource | null
  sourceHasMore: boolean
  loadingMore: boolean
  error?: string
  disposed: boolean
}

export interface FeedEngineOptions {
  /** Shown first, before anything loads (e.g. the page this feed showed last time); the feed adds to them. */
  initial?: NostrEvent[]
  /** The first run reads the cache and the relays once this settles; the initial events show at once. */
  loadAfter?: Promise<unknown>
  /**
   * The signed-in user's key as stored, known before the session loads: the first run starts as that user, so the
   * session's arrival does not restart it (which dropped the initial events and loaded the feed twice).
   */
  pubkey?: string
}

/** Spec 2 §4 Feed engine: reads the cache, then the relays; filters, holds and pages the events of one feed. */
export function createFeedEngine(deps: FeedEngineDeps, config: FeedConfig, opts: FeedEngineOptions = {}): FeedEngine {
  let initial = opts.initial ?? []
  let loadAfter = opts.loadAfter
  const state = new BehaviorSubject<FeedViewState>(INITIAL_STATE)
  const excludeSeen = Boolean(config.excludeSeen || config.feedStrategy === 'for-you')
  const distances = new Map<string, Promise<number>>()
  let me: string | undefined = opts.pubkey
  let run: Run | null = null
  // The content settings filter what the list shows, live: a change re-publishes the same list.
  const visibility = createContentVisibility(deps, () => run && publish(run))

  function publish(current: Run) {
    if (current !== run) return
    const { hiddenCount, ...list } = current.list.state(visibility.shows)
    if (excludeSeen) deps.seen?.markSeen(list.events.map((event) => event.id))
    state.next({ ...list, initialLoadDone: current.list.initialLoadDone, hasMore: hiddenCount > 0 || current.sourceHasMore, ...(current.error ? { error: current.error } : {}) })
  }

  function distance(pubkey: string): Promise<number> {
    let known = distances.get(pubkey)
    if (!known) distances.set(pubkey, (known = deps.followDistance(pubkey).catch(() => Number.POSITIVE_INFINITY)))
    return known
  }

  const filtersByDistance = config.followDistance !== undefined && !config.showEventsByUnknownUsers
  const withinDistance = async (current: Run, pubkey: string) =>
    Boolean(current.source?.authors?.has(pubkey)) || (await distance(pubkey)) <= (config.followDistance ?? Infinity)

  /**
   * Whether the author is within the feed's follow distance; null when muted. Where distances wait for the social
   * graph anyway, the author's muted-more-than-followed answer is awaited too, so such a post never shows briefly.
   */
  async function classify(current: Run, event: NostrEvent): Promise<boolean | null> {
    const [muted] = await Promise.all([deps.isMuted?.(event.pubkey), filtersByDistance && visibility.checked(event.pubkey)])
    if (muted) return null
    return !filtersByDistance || withinDistance(current, event.pubkey)
  }

  /** The graph changed: authors collapsed as unknown may be within the distance now. */
  async function recheckUnknown() {
    const current = run
    if (!current) return
    distances.clear()
    const promoted = new Set<string>()
    for (const event of current.list.unknownEvents()) if (await withinDistance(current, event.pubkey)) promoted.add(event.id)
    if (!current.disposed) current.list.promote(promoted)
  }

  /** Whether the event is (or will be) in the feed: an event already shown counts, so a page is not taken twice. */
  function accept(current: Run, event: NostrEvent): boolean {
    if (current.disposed) return false
    if (current.list.has(event.id)) return true
    if (!passesFeedFilters(config, event, excludeSeen ? deps.seen?.ids : undefined)) return false
    void classify(current, event).then((known) => {
      if (known === null || current.disposed) return
      current.list.add(event, known)
      current.timer?.eventArrived()
    })
    return true
  }

  function start() {
    const current: Run = { sourceHasMore: true, loadingMore: false, disposed: false, source: null } as Run
    current.list = createFeedList({
      clock: deps.clock,
      autoShow: config.autoShowNewEvents,
      order: config.feedStrategy ? 'arrival' : 'newest-first',
      myPubkey: () => me,
      onChange: () => publish(current),
    })
    run = current
    state.next(INITIAL_STATE)
    // Only the first run starts from them; a refresh starts empty.
    initial.forEach((event) => accept(current, event))
    initial = []
    if (loadAfter) void loadAfter.then(() => current.disposed || load(current))
    else load(current)
    loadAfter = undefined
  }

  /** Reads the feed's cache and relays into the run; its initial-load window starts now. */
  function load(current: Run) {
    current.timer = startInitialLoadTimer(deps.clock, () => current.list.finishInitialLoad())
    createFeedSource(deps, config, me).then(
      (source) => {
        if (current.disposed) return source.dispose()
        current.source = source
        source.start(
          (event) => accept(current, event),
          () => ended(current),
        )
      },
      (cause: unknown) => fail(current, cause),
    )
  }

  /** The source has nothing more: 'Load more' goes, and an empty feed is final. */
  function ended(current: Run) {
    current.sourceHasMore = false
    publish(current)
  }

  function fail(current: Run, cause: unknown) {
    current.error = cause instanceof Error ? cause.message : String(cause)
    current.sourceHasMore = false
    current.timer?.dispose()
    current.list.finishInitialLoad()
  }

  function stop() {
    if (!run) return
    run.disposed = true
    run.timer?.dispose()
    run.list.dispose()
    run.source?.dispose()
  }

  function loadMore() {
    const current = run
    if (!current) return
    current.list.loadMore()
    if (current.list.state(visibility.shows).hiddenCount >= FEED_PAGE_SIZE || !current.source || current.loadingMore || !current.sourceHasMore) return
    current.loadingMore = true
    current.source
      .more(FEED_PAGE_SIZE, current.list.oldest())
      .then((more) => (current.sourceHasMore = more))
      .catch(() => (current.sourceHasMore = false))
      .finally(() => {
        current.loadingMore = false
        publish(current)
      })
  }

  // The user's key is read before the first load when already known; a later change reloads the feed.
  const userSubscription = deps.myPubkey$.subscribe((pubkey) => {
    const next = pubkey ?? undefined
    if (next === me) return
    me = next
    if (!run) return
    distances.clear()
    stop()
    start()
  })
  const distanceSubscription = filtersByDistance ? deps.distanceChanges$?.subscribe(() => void recheckUnknown()) : undefined
  start()

  return {
    state$: state.asObservable(),
    loadMore,
    showNewEvents: () => run?.list.showNewEvents(),
    showUnknownUsers: () => run?.list.showUnknownUsers(),
    refresh() {
      stop()
      start()
    },
    dispose() {
      userSubscription.unsubscribe()
      distanceSubscription?.unsubscribe()
      visibility.dispose()
      stop()
      run = null
      state.complete()
    },
  }
}
