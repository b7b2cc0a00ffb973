import { of, Subject, type Observable } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Filter, NostrEvent } from '../nostr-types'
import { createMemoryStorage, writeJson, type KeyValueStorage } from '../policies/storage'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { createFeeds } from './create-feeds'
import { watch } from './feed-engine-test-support'
import { POPULAR_HOME_FEED } from './home-feed'
import { HOME_SNAPSHOT_KEY } from './home-snapshot'
import { PREPARED_ENGINE_TTL_MS } from './prepared-engines'

const author = createAuthor()

interface Session {
  myPubkey$: Observable<string | null>
  storedPubkey?: () => string | null
}

function setup(storage: KeyValueStorage = createMemoryStorage(), session: Session = { myPubkey$: of(null) }) {
  const cached = [author.sign({ content: 'from the cache', created_at: 1_700_000_000 })]
  const queries: Filter[] = []
  const clock = createManualClock(1_700_000_100_000)
  const feeds = createFeeds({
    storage,
    clock,
    pool: { req: () => of({ type: 'eose' as const }), query: async () => [] },
    cache: { query: async (filter: Filter) => (queries.push(filter), cached as NostrEvent[]) },
    ...session,
    followDistance: async () => 1000,
    follows: async () => [],
  })
  return { feeds, queries, clock }
}

describe('createFeeds', () => {
  it('reads the local cache first and restarts engines when the store asks for a refresh', async () => {
    const { feeds, queries } = setup()
    const engine = feeds.engine({ id: 'any', name: 'Any', filter: { kinds: [1] } })
    const view = watch(engine)
    await view.until((s) => s.events.length === 1)
    expect(view.state.events[0].content).toBe('from the cache')
    expect(queries).toEqual([{ kinds: [1], limit: 100 }])
    feeds.store.refresh()
    expect(view.state.events).toEqual([])
    await view.until((s) => s.events.length === 1)
    expect(queries).toHaveLength(2)
    feeds.dispose()
  })

  it("hands Home's feed, started ahead of the page, to the page that asks for it", async () => {
    const { feeds, queries } = setup()
    await feeds.prepareHome()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(queries).toHaveLength(1)
    const engine = feeds.engine(POPULAR_HOME_FEED)
    expect(queries).toHaveLength(1)
    // A second page showing the same feed gets its own engine.
    feeds.engine(POPULAR_HOME_FEED).dispose()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(queries).toHaveLength(2)
    engine.dispose()
    feeds.dispose()
  })

  it("with last visit's page saved, Home's feed shows it at once and reads the cache only once the page takes it", async () => {
    const storage = createMemoryStorage()
    const lastPage = [author.sign({ content: 'shown last time', created_at: 1_700_000_050 })]
    writeJson(storage, HOME_SNAPSHOT_KEY, { config: JSON.stringify(POPULAR_HOME_FEED), savedAt: 1_700_000_100_000, events: lastPage })
    const { feeds, queries } = setup(storage)
    await feeds.prepareHome()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(feeds.preparedState(POPULAR_HOME_FEED)?.events.map((event) => event.content)).toEqual(['shown last time'])
    expect(queries).toHaveLength(0) // nothing competes with the page's first paint
    const engine = feeds.engine(POPULAR_HOME_FEED)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(queries.length).toBeGreaterThan(0)
    engine.dispose()
    feeds.dispose()
  })

  it("a stored user's Home keeps last visit's page when the session loads after it (no restart as that user)", async () => {
    const storage = createMemoryStorage()
    const me = createAuthor().pubkey
    const session$ = new Subject<string | null>()
    const lastPage = [author.sign({ content: 'shown last time', created_at: 1_700_000_050 })]
    const { feeds, queries } = setup(storage, { myPubkey$: session$, storedPubkey: () => me })
    const forYou = feeds.store.get().feedConfigs['for-you']!
    writeJson(storage, HOME_SNAPSHOT_KEY, { config: JSON.stringify(forYou), savedAt: 1_700_000_100_000, events: lastPage })
    await feeds.prepareHome()
    const view = watch(feeds.engine(forYou))
    await view.until((s) => s.events.length === 2)
    const readsBefore = queries.length
    session$.next(me)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(view.state.events.map((event) => event.content)).toEqual(['shown last time', 'from the cache'])
    expect(queries.length).toBe(readsBefore) // the feed was not read again from the start
    feeds.dispose()
  })

  it('stops a prepared feed nobody asked for after its time to live', async () => {
    const { feeds, queries, clock } = setup()
    await feeds.prepareHome()
    clock.advance(PREPARED_ENGINE_TTL_MS)
    const before = queries.length
    feeds.engine(POPULAR_HOME_FEED).dispose()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(queries.length).toBe(before + 1)
    feeds.dispose()
  })
})
