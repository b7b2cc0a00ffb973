import { BehaviorSubject, NEVER } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Filter } from '../nostr-types'
import { createMemoryStorage } from '../policies/storage'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor, waitFor } from '../test-support/test-relay'
import { createFeeds } from './create-feeds'
import { watch } from './feed-engine-test-support'
import type { FeedEngine, FeedViewState } from './feed-types'
import { POPULAR_HOME_FEED } from './home-feed'
import { HOME_SNAPSHOT_MAX_AGE_MS, HOME_SNAPSHOT_SAVE_MS, createHomeSnapshot } from './home-snapshot'

const author = createAuthor()
const notes = Array.from({ length: 12 }, (_, i) => author.sign({ content: `note ${i}`, created_at: 1_700_000_000 - i }))
const view = (events = notes): FeedViewState => ({ events, newEventsCount: 0, unknownUsersCount: 0, initialLoadDone: true, hasMore: true })

/** An engine whose view state the test sets. */
function fakeEngine() {
  const state$ = new BehaviorSubject<FeedViewState>(view([]))
  const engine: FeedEngine = { state$, loadMore() {}, showNewEvents() {}, showUnknownUsers() {}, refresh() {}, dispose: () => state$.complete() }
  return { engine, state$ }
}

function savedSnapshot() {
  const storage = createMemoryStorage()
  const clock = createManualClock(1_700_000_100_000)
  const snapshot = createHomeSnapshot(storage, clock)
  const { engine, state$ } = fakeEngine()
  snapshot.follow(POPULAR_HOME_FEED, engine)
  state$.next(view())
  clock.advance(HOME_SNAPSHOT_SAVE_MS)
  return { storage, clock, snapshot }
}

describe('Home snapshot', () => {
  it('keeps the first page Home showed, for the same feed, for 6 hours', () => {
    const { clock, snapshot } = savedSnapshot()
    expect(snapshot.read(POPULAR_HOME_FEED).map((event) => event.content)).toEqual(notes.slice(0, 10).map((event) => event.content))
    expect(snapshot.read({ ...POPULAR_HOME_FEED, id: 'latest' })).toEqual([])
    clock.advance(HOME_SNAPSHOT_MAX_AGE_MS + 1)
    expect(snapshot.read(POPULAR_HOME_FEED)).toEqual([])
  })

  it('ignores damaged data and is cleared on request', () => {
    const { storage, snapshot } = savedSnapshot()
    const stored = JSON.parse(storage.getItem('feed-home-snapshot')!)
    storage.setItem('feed-home-snapshot', JSON.stringify({ ...stored, events: [{ id: 'x' }, ...stored.events.slice(0, 2)] }))
    expect(snapshot.read(POPULAR_HOME_FEED)).toHaveLength(2)
    storage.setItem('feed-home-snapshot', '{not json')
    expect(snapshot.read(POPULAR_HOME_FEED)).toEqual([])
    snapshot.clear()
    expect(snapshot.read(POPULAR_HOME_FEED)).toEqual([])
  })

  it("starts Home's prepared feed from the saved page, before the cache or the relays answer", async () => {
    const { storage, clock } = savedSnapshot()
    const feeds = createFeeds({
      storage,
      clock,
      pool: { req: () => NEVER, query: () => new Promise(() => {}) },
      cache: { query: (_filter: Filter) => new Promise(() => {}) },
      myPubkey$: new BehaviorSubject(null),
      followDistance: async () => 1000,
    })
    await feeds.prepareHome()
    // The page can render what the prepared feed shows before it takes the engine.
    await waitFor(() => feeds.preparedState(POPULAR_HOME_FEED)?.events.length === 10)
    const shown = watch(feeds.engine(POPULAR_HOME_FEED))
    expect(feeds.preparedState(POPULAR_HOME_FEED)).toBeUndefined()
    await shown.until((state) => state.events.length === 10)
    expect(shown.state.events[0].content).toBe('note 0')
    feeds.clearPrivate()
    expect(createHomeSnapshot(storage, clock).read(POPULAR_HOME_FEED)).toEqual([])
    feeds.dispose()
  })
})
