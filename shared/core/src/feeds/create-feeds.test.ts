import { of } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Filter, NostrEvent } from '../nostr-types'
import { createMemoryStorage } from '../policies/storage'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { createFeeds } from './create-feeds'
import { watch } from './feed-engine-test-support'

const author = createAuthor()

function setup() {
  const cached = [author.sign({ content: 'from the cache', created_at: 1_700_000_000 })]
  const queries: Filter[] = []
  const feeds = createFeeds({
    storage: createMemoryStorage(),
    clock: createManualClock(1_700_000_100_000),
    pool: { req: () => of({ type: 'eose' as const }), query: async () => [] },
    cache: { query: async (filter: Filter) => (queries.push(filter), cached as NostrEvent[]) },
    myPubkey$: of(null),
    followDistance: async () => 1000,
  })
  return { feeds, queries }
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
})
