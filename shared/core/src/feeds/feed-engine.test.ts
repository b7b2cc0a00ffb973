import { BehaviorSubject } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { createRelayPool } from '../relay/pool/relay-pool'
import { defaultSettings } from '../stores/settings-defaults'
import { createManualClock } from '../test-support/manual-clock'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createFeedEngine } from './feed-engine'
import { testDeps, watch } from './feed-engine-test-support'
import type { FeedConfig, FeedEngine } from './feed-types'

const alice = createAuthor()
const bob = createAuthor()
const me = createAuthor()
const dave = createAuthor()
const NOW = Math.floor(Date.now() / 1000)
let relay: TestRelay
let pool: ReturnType<typeof createRelayPool>
const running: FeedEngine[] = []
const aliceNotes: NostrEvent[] = []
const distances = { [alice.pubkey]: 1, [me.pubkey]: 0, [bob.pubkey]: 3, [dave.pubkey]: 1 }

function start(config: FeedConfig, who?: string) {
  const clock = createManualClock(NOW * 1000)
  const engine = createFeedEngine(testDeps(pool, clock, distances, who), config)
  running.push(engine)
  return { clock, engine, view: watch(engine) }
}

beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  for (let i = 0; i < 30; i++) {
    const tags = i % 10 === 3 ? [['e', 'c'.repeat(64), '', 'reply']] : []
    const content = i % 10 === 5 ? `pic ${i} https://example.com/p${i}.jpg` : `alice ${i}`
    aliceNotes.push(alice.sign({ content, tags, created_at: NOW - 1000 + i }))
  }
  const bobNotes = Array.from({ length: 5 }, (_, i) => bob.sign({ content: `bob ${i}`, created_at: NOW - 500 + i }))
  for (const event of [...aliceNotes, ...bobNotes]) await pool.publish(event)
}, 30_000)
afterEach(() => running.splice(0).forEach((engine) => engine.dispose()))
afterAll(async () => {
  pool.close()
  await relay.close()
})

const latest: FeedConfig = { id: 'latest', name: 'Latest', filter: { kinds: [1], limit: 100 }, followDistance: 1 }

describe('feed engine over the local relay', () => {
  it('shows 10 events by follows, collapses unknown users, and finishes the initial load after 500 ms quiet', async () => {
    const { clock, engine, view } = start(latest)
    await view.until((s) => s.events.length === 10 && s.unknownUsersCount === 5)
    expect(view.state.events.every((event) => event.pubkey === alice.pubkey)).toBe(true)
    expect(view.state.events[0].content).toBe('alice 29')
    expect(view.state.initialLoadDone).toBe(false)
    clock.advance(500)
    expect(view.state.initialLoadDone).toBe(true)
    engine.showUnknownUsers()
    expect(view.state.unknownUsersEvents?.map((event) => event.content)).toEqual(['bob 4', 'bob 3', 'bob 2', 'bob 1', 'bob 0'])
    engine.loadMore()
    await view.until((s) => s.events.length === 20)
  })

  it('drops replies when hideReplies and non-media when requiresMedia', async () => {
    const config: FeedConfig = { id: 'm', name: 'M', filter: { kinds: [1], authors: [alice.pubkey] }, hideReplies: true, requiresMedia: true }
    const { clock, view } = start(config)
    await view.until((s) => s.events.length === 3)
    clock.advance(500)
    expect(view.state.events.map((event) => event.content)).toEqual(['pic 25 https://example.com/p25.jpg', 'pic 15 https://example.com/p15.jpg', 'pic 5 https://example.com/p5.jpg'])
    const replies = start({ ...latest, id: 'r', hideReplies: true })
    replies.engine.loadMore()
    replies.engine.loadMore()
    await replies.view.until((s) => s.events.length === 27)
    expect(replies.view.state.events.some((event) => event.tags.some((tag) => tag[0] === 'e'))).toBe(false)
  })

  it('loads older pages from the relay 10 at a time', async () => {
    const config: FeedConfig = { id: 'a', name: 'A', filter: { kinds: [1], authors: [alice.pubkey], limit: 10 } }
    const { engine, view } = start(config)
    await view.until((s) => s.events.length === 10)
    engine.loadMore()
    await view.until((s) => s.events.length === 20)
    expect(view.state.events.at(-1)?.content).toBe('alice 10')
    engine.loadMore()
    await view.until((s) => s.events.length === 30)
    engine.loadMore()
    await view.until((s) => !s.hasMore)
    expect(view.state.events).toHaveLength(30)
  })

  it('drops muted authors and reports a feed without a filter', async () => {
    const clock = createManualClock(NOW * 1000)
    const deps = { ...testDeps(pool, clock, distances), isMuted: (pubkey: string) => pubkey === bob.pubkey }
    const engine = createFeedEngine(deps, { ...latest, followDistance: undefined })
    running.push(engine)
    const view = watch(engine)
    engine.loadMore()
    engine.loadMore()
    engine.loadMore()
    await view.until((s) => s.events.length === 30)
    clock.advance(500)
    expect(view.state).toMatchObject({ initialLoadDone: true, unknownUsersCount: 0, newEventsCount: 0 })
    expect(view.state.events.some((event) => event.pubkey === bob.pubkey)).toBe(false)
    const broken = start({ id: 'x', name: 'Broken' })
    await broken.view.until((s) => s.initialLoadDone)
    expect(broken.view.state.error).toBe("Feed 'Broken' has no filter")
  })

  it('applies the content settings live, before paging: replies and authors muted more than followed leave the list', async () => {
    const clock = createManualClock(NOW * 1000)
    const content$ = new BehaviorSubject(defaultSettings().content)
    const deps = { ...testDeps(pool, clock, distances), content$, mutedMoreThanFollowed: async (pubkey: string) => pubkey === bob.pubkey }
    const engine = createFeedEngine(deps, { id: 'all', name: 'All', filter: { kinds: [1], authors: [alice.pubkey, bob.pubkey] } })
    running.push(engine)
    const view = watch(engine)
    const contents = () => view.state.events.map((event) => event.content)
    // bob's notes are the newest, yet the page is ten of alice's once the graph answered for bob
    await view.until((s) => s.events.length === 10 && s.events.every((event) => event.pubkey === alice.pubkey))
    expect(contents()[0]).toBe('alice 29')
    expect(contents()).toContain('alice 23') // a reply
    content$.next({ ...content$.value, showReplies: false })
    expect(contents()).not.toContain('alice 23')
    expect(view.state.events).toHaveLength(10)
    content$.next({ ...content$.value, showReplies: true, hidePostsByMutedMoreThanFollowed: false })
    expect(contents().slice(0, 5)).toEqual(['bob 4', 'bob 3', 'bob 2', 'bob 1', 'bob 0'])
  })

  it('holds new events behind "Show N new events" and inserts own fresh posts', async () => {
    const { clock, engine, view } = start(latest, me.pubkey)
    await view.until((s) => s.events.length === 10)
    clock.advance(5000)
    expect(view.state.initialLoadDone).toBe(true)
    await pool.publish(dave.sign({ content: 'dave live', created_at: NOW - 2 }))
    await view.until((s) => s.newEventsCount === 1)
    expect(view.state.events[0].content).toBe('alice 29')
    await pool.publish(me.sign({ content: 'my fresh post', created_at: NOW - 1 }))
    await view.until((s) => s.events[0].content === 'my fresh post')
    expect(view.state.newEventsCount).toBe(1)
    engine.showNewEvents()
    expect(view.state.events.slice(0, 2).map((event) => event.content)).toEqual(['my fresh post', 'dave live'])
  })
})
