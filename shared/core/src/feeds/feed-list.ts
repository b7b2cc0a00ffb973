import { newestFirst } from '../events/event-order'
import type { NostrEvent } from '../nostr-types'
import { nowInSeconds, type Clock } from '../policies/clock'
import { FEED_PAGE_SIZE, MAX_HELD_FUTURE, OWN_FRESH_POST_S, UNKNOWN_USERS_STEP } from './feed-constants'

export interface FeedListOptions {
  clock: Clock
  /** Insert new events at once instead of holding them (autoShowNewEvents). */
  autoShow?: boolean
  /** 'newest-first' sorts by created_at; 'arrival' keeps the order events come in (ranked feeds). */
  order?: 'newest-first' | 'arrival'
  myPubkey?: () => string | undefined
  /** Called after every change. */
  onChange?: () => void
}

/** The list parts of a feed's view state. */
export interface FeedListState {
  events: NostrEvent[]
  newEventsCount: number
  unknownUsersCount: number
  unknownUsersEvents: NostrEvent[]
  heldFutureCount: number
  /** Accepted events beyond the display count. */
  hiddenCount: number
}

/** Spec 2 §4 Feed engine list: visible, held-new, held-future and unknown-user events. */
export interface FeedList {
  /** Adds an event that passed the feed filters; `known` false collapses it behind the unknown-users toggle. */
  add(event: NostrEvent, known?: boolean): void
  /** From now on, new events are held behind "Show N new events". */
  finishInitialLoad(): void
  readonly initialLoadDone: boolean
  showNewEvents(): void
  /** Shows 10 more accepted events. */
  loadMore(): void
  showUnknownUsers(): void
  /** Events now collapsed behind the unknown-users toggle. */
  unknownEvents(): readonly NostrEvent[]
  /** Places collapsed events whose author turned out to be within the feed's distance (the graph grew). */
  promote(ids: ReadonlySet<string>): void
  /** The created_at of the oldest accepted event. */
  oldest(): number | undefined
  /** What the list shows; events `shows` rejects (the content settings) are left out before paging and counting. */
  state(shows?: (event: NostrEvent) => boolean): FeedListState
  has(id: string): boolean
  dispose(): void
}

export function createFeedList(opts: FeedListOptions): FeedList {
  const { clock } = opts
  const ids = new Set<string>()
  let accepted: NostrEvent[] = []
  const held: NostrEvent[] = []
  let future: NostrEvent[] = []
  let unknown: NostrEvent[] = []
  let displayCount = FEED_PAGE_SIZE
  let unknownShown = 0
  let initialLoadDone = false
  let futureTimer: unknown = null
  const changed = () => opts.onChange?.()
  const sorted = (events: NostrEvent[]) => (opts.order === 'arrival' ? events : events.sort(newestFirst))

  function accept(events: NostrEvent[]) {
    accepted = sorted([...accepted, ...events])
  }

  function bottomVisible(): NostrEvent | undefined {
    return accepted[Math.min(displayCount, accepted.length) - 1]
  }

  function insertsDirectly(event: NostrEvent, now: number): boolean {
    // Ranked feeds only grow at the bottom (load more), so they never hold events.
    if (!initialLoadDone || opts.autoShow || opts.order === 'arrival') return true
    if (event.pubkey === opts.myPubkey?.() && now - event.created_at < OWN_FRESH_POST_S) return true
    const bottom = bottomVisible()
    return !bottom || event.created_at < bottom.created_at
  }

  function place(event: NostrEvent, known: boolean) {
    const now = nowInSeconds(clock)
    if (event.created_at > now) return holdFuture(event)
    if (!known) unknown = [...unknown, event].sort(newestFirst)
    else if (insertsDirectly(event, now)) accept([event])
    else held.push(event)
  }

  function holdFuture(event: NostrEvent) {
    future = [...future, event].sort((a, b) => a.created_at - b.created_at)
    for (const dropped of future.splice(MAX_HELD_FUTURE)) ids.delete(dropped.id)
    scheduleFuture()
  }

  function scheduleFuture() {
    if (futureTimer !== null) clock.clearTimeout(futureTimer)
    futureTimer = null
    const next = future[0]
    if (!next) return
    futureTimer = clock.setTimeout(releaseFuture, Math.max(0, next.created_at * 1000 - clock.now()))
  }

  function releaseFuture() {
    futureTimer = null
    const now = nowInSeconds(clock)
    const due = future.filter((event) => event.created_at <= now)
    future = future.filter((event) => event.created_at > now)
    for (const event of due) place(event, true)
    scheduleFuture()
    if (due.length > 0) changed()
  }

  return {
    add(event, known = true) {
      if (ids.has(event.id)) return
      ids.add(event.id)
      place(event, known)
      changed()
    },
    finishInitialLoad() {
      if (initialLoadDone) return
      initialLoadDone = true
      changed()
    },
    get initialLoadDone() {
      return initialLoadDone
    },
    showNewEvents() {
      accept(held.splice(0))
      changed()
    },
    loadMore() {
      displayCount += FEED_PAGE_SIZE
      changed()
    },
    showUnknownUsers() {
      unknownShown += UNKNOWN_USERS_STEP
      changed()
    },
    unknownEvents: () => unknown,
    promote(promoted) {
      const moving = unknown.filter((event) => promoted.has(event.id))
      if (moving.length === 0) return
      unknown = unknown.filter((event) => !promoted.has(event.id))
      for (const event of moving) place(event, true)
      changed()
    },
    oldest: () => accepted.reduce<number | undefined>((min, event) => (min === undefined || event.created_at < min ? event.created_at : min), undefined),
    has: (id) => ids.has(id),
    state(shows) {
      const visible = shows ? accepted.filter(shows) : accepted
      const unknownVisible = shows ? unknown.filter(shows) : unknown
      return {
        events: visible.slice(0, displayCount),
        newEventsCount: shows ? held.filter(shows).length : held.length,
        unknownUsersCount: unknownVisible.length,
        unknownUsersEvents: unknownVisible.slice(0, unknownShown),
        heldFutureCount: future.length,
        hiddenCount: Math.max(0, visible.length - displayCount),
      }
    },
    dispose() {
      if (futureTimer !== null) clock.clearTimeout(futureTimer)
      futureTimer = null
    },
  }
}
