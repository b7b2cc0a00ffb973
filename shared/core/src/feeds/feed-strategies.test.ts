import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { matchFilter } from 'nostr-tools/filter'
import type { Filter, NostrEvent } from '../nostr-types'
import { createMemoryStorage } from '../policies/storage'
import { createRelayPool } from '../relay/pool/relay-pool'
import { createManualClock } from '../test-support/manual-clock'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { EMPTY_FEED_TEXT, EMPTY_FOR_YOU_TEXT, EMPTY_POPULAR_TEXT, emptyFeedText } from './feed-constants'
import { defaultFeedConfigs } from './feed-defaults'
import { createFeedEngine } from './feed-engine'
import { testDeps, watch } from './feed-engine-test-support'
import type { FeedEngine } from './feed-types'
import { createSeenIds } from './seen-ids'

const HOUR = 3600
const NOW = Math.floor(Date.now() / 1000)
const alice = createAuthor()
const bob = createAuthor()
const fans = Array.from({ length: 4 }, () => createAuthor())
let relay: TestRelay
let pool: ReturnType<typeof createRelayPool>
const running: FeedEngine[] = []
const config = (id: string) => defaultFeedConfigs().find((feed) => feed.id === id)!
const posts: Record<string, NostrEvent> = {}
const contents = (events: NostrEvent[] | undefined) => (events ?? []).map((event) => event.content)

/** `count` reactions to the post, `ageHours` ago. */
function reactions(post: NostrEvent, count: number, ageHours: number): NostrEvent[] {
  return fans.slice(0, count).map((fan) => fan.sign({ kind: 7, content: '+', created_at: NOW - ageHours * HOUR, tags: [['e', post.id], ['p', post.pubkey]] }))
}

beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  for (const name of ['p1', 'p2', 'p3', 'p4', 'p5']) posts[name] = alice.sign({ content: name, created_at: NOW - 20 * HOUR })
  for (const name of ['q1', 'q2', 'r1']) posts[name] = alice.sign({ content: name, created_at: NOW - 100 * HOUR })
  for (let i = 1; i <= 8; i++) posts[`c${i}`] = bob.sign({ content: `c${i}`, created_at: NOW - HOUR - (8 - i) })
  const votes = [
    ...reactions(posts.p1, 4, 10),
    ...reactions(posts.p2, 3, 10),
    ...reactions(posts.p3, 2, 10),
    ...reactions(posts.p4, 1, 10),
    ...reactions(posts.q1, 2, 60),
    ...reactions(posts.q2, 1, 60),
    ...reactions(posts.r1, 1, 90),
  ]
  for (const event of [...Object.values(posts), ...votes]) await pool.publish(event)
}, 30_000)
afterEach(() => running.splice(0).forEach((engine) => engine.dispose()))
afterAll(async () => {
  pool.close()
  await relay.close()
})

describe('strategy feeds over the local relay', () => {
  it('popular: ranks posts by reactions in 48 h, widening by 24 h when 20 or fewer are pending (3 tries)', async () => {
    const clock = createManualClock(NOW * 1000)
    const engine = createFeedEngine(testDeps(pool, clock, {}), config('popular'))
    running.push(engine)
    const view = watch(engine)
    await view.until((s) => s.events.length === 4)
    expect(contents(view.state.events)).toEqual(['p1', 'p2', 'p3', 'p4'])
    clock.advance(5000)
    await view.until((s) => s.events.length === 6)
    expect(contents(view.state.events).slice(4)).toEqual(['q1', 'q2'])
    clock.advance(5000)
    await view.until((s) => s.events.length === 7)
    expect(view.state.events[6].content).toBe('r1')
    clock.advance(5000)
    clock.advance(5000)
    expect(clock.pendingDelays()).toEqual([])
    engine.loadMore()
    await view.until((s) => !s.hasMore)
    expect(view.state.events).toHaveLength(7)
  })

  it('popular from the local cache: cached posts show at once, the ones it lacks follow from the relays', async () => {
    const clock = createManualClock(NOW * 1000)
    const stored = [posts.p2, posts.p3, posts.p4, ...(await pool.query([{ kinds: [7], since: NOW - 48 * HOUR }]))]
    const cache = { query: async (filter: Filter) => stored.filter((event) => matchFilter(filter, event)) }
    let openGate = () => {}
    const gate = new Promise<void>((resolve) => (openGate = resolve))
    const slowPool = { req: pool.req, query: async (filters: Filter[]) => (await gate, pool.query(filters)) }
    const engine = createFeedEngine({ ...testDeps(slowPool, clock, {}), cache }, config('popular'))
    running.push(engine)
    const view = watch(engine)
    await view.until((s) => s.events.length === 3)
    expect(contents(view.state.events)).toEqual(['p2', 'p3', 'p4'])
    openGate()
    await view.until((s) => s.events.length === 4)
    expect(view.state.events[3].content).toBe('p1')
  })

  it('for you: half popular, half chronological, and hides posts already seen', async () => {
    const clock = createManualClock(NOW * 1000)
    const storage = createMemoryStorage()
    const seen = createSeenIds({ storage, clock })
    const first = createFeedEngine({ ...testDeps(pool, clock, {}), seen }, config('for-you'))
    running.push(first)
    const view = watch(first)
    await view.until((s) => s.events.length === 10)
    expect(contents(view.state.events)).toEqual(['p1', 'c8', 'p2', 'c7', 'p3', 'c6', 'p4', 'c5', 'c4', 'c3'])
    expect(storage.getItem('feed-seen-ids')).toBeNull()
    clock.advance(5000)
    expect(JSON.parse(storage.getItem('feed-seen-ids')!)).toHaveLength(10)

    const reloaded = createSeenIds({ storage, clock })
    const second = createFeedEngine({ ...testDeps(pool, clock, {}), seen: reloaded }, config('for-you'))
    running.push(second)
    const again = watch(second)
    await again.until((s) => s.events.length === 3)
    expect(contents(again.state.events)).toEqual(['c2', 'c1', 'p5'])
  })

  it('names the empty feeds', () => {
    expect(emptyFeedText(config('popular'))).toBe(EMPTY_POPULAR_TEXT)
    expect(emptyFeedText(config('for-you'))).toBe(EMPTY_FOR_YOU_TEXT)
    expect(emptyFeedText(config('latest'))).toBe(EMPTY_FEED_TEXT)
    expect([EMPTY_FEED_TEXT, EMPTY_POPULAR_TEXT, EMPTY_FOR_YOU_TEXT]).toEqual(['No posts found', 'No popular posts found', 'No posts found for you'])
  })
})
