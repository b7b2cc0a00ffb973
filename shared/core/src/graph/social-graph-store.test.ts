import 'fake-indexeddb/auto'
import { firstValueFrom } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle, type DatabaseHandle } from '../db/database-handle'
import { createRelayPool } from '../relay/pool/relay-pool'
import { createManualClock, type ManualClock } from '../test-support/manual-clock'
import { NodeWebSocket, createAuthor, spyingWebSocket, startTestRelay, waitFor, type TestAuthor, type TestRelay } from '../test-support/test-relay'
import { DEFAULT_SOCIAL_GRAPH_ROOT, GRAPH_CACHE_KEY, GRAPH_CRAWL_INTERVAL_MS, GRAPH_SAVE_DEBOUNCE_MS, UNKNOWN_FOLLOW_DISTANCE } from './graph-constants'
import { crawlToEnd, followListReqs, randomPubkey, valueWhere } from './graph-test-support'
import { createSocialGraph, type SocialGraphOptions, type SocialGraphStore } from './social-graph-store'

let relay: TestRelay
const cleanup: Array<() => void> = []
let dbCounter = 0

beforeAll(async () => {
  relay = await startTestRelay()
})
afterEach(() => cleanup.splice(0).forEach((dispose) => dispose()))
afterAll(() => relay.close())

function pool(sent?: string[]) {
  const created = createRelayPool({ relays: [relay.url], WebSocketImpl: sent ? spyingWebSocket(sent) : NodeWebSocket })
  cleanup.push(() => created.close())
  return created
}

function database(): DatabaseHandle {
  const handle = createDatabaseHandle(async () => createDatabase(`graph-${++dbCounter}-${Date.now()}`))
  cleanup.push(() => handle.close())
  return handle
}

function graph(opts: Partial<SocialGraphOptions> & { root: string; clock: ManualClock; sent?: string[] }) {
  const store = createSocialGraph({ pool: pool(opts.sent), transport: 'in-thread', ...opts })
  cleanup.push(() => store.dispose())
  return store
}

let listTime = 1_700_000_000
async function publishList(author: TestAuthor, kind: 3 | 10000, pubkeys: string[]) {
  const event = author.sign({ kind, created_at: ++listTime, tags: pubkeys.map((pubkey) => ['p', pubkey]) })
  const [result] = await pool().publish(event)
  expect(result.ok).toBe(true)
}

const distance = (store: SocialGraphStore, pubkey: string, expected: number) =>
  valueWhere(store.followDistance$(pubkey), (value) => value === expected)

/** root → a → b → c → d: the crawl fetches lists up to distance 2, so d stays unknown. */
async function publishChain() {
  const [root, a, b, c] = [createAuthor(), createAuthor(), createAuthor(), createAuthor()]
  const d = randomPubkey()
  await publishList(root, 3, [a.pubkey])
  await publishList(a, 3, [b.pubkey])
  await publishList(b, 3, [c.pubkey])
  await publishList(c, 3, [d])
  return { root, a, b, c, d }
}

describe('social graph crawl', () => {
  it('computes follow distances 0, 1, 2, 3 from the root, nearest lists first', async () => {
    const { root, a, b, c, d } = await publishChain()
    const clock = createManualClock()
    const sent: string[] = []
    const store = graph({ root: root.pubkey, clock, sent })
    await crawlToEnd(store, clock)

    expect(await firstValueFrom(store.followDistance$(root.pubkey))).toBe(0)
    expect(await distance(store, a.pubkey, 1)).toBe(1)
    expect(await distance(store, b.pubkey, 2)).toBe(2)
    expect(await distance(store, c.pubkey, 3)).toBe(3)
    expect(await firstValueFrom(store.followDistance$(d))).toBe(UNKNOWN_FOLLOW_DISTANCE)
    expect(followListReqs(sent).map((filter) => filter.authors)).toEqual([[root.pubkey], [a.pubkey], [b.pubkey]])
    expect(await store.isFollowing(a.pubkey, b.pubkey)).toBe(true)
    expect(await store.isFollowing(b.pubkey, a.pubkey)).toBe(false)
    expect(await valueWhere(store.followedBy$(b.pubkey), (list) => list.length > 0)).toEqual([a.pubkey])
    expect(await valueWhere(store.size$, (size) => size === 4)).toBe(4)
  })

  it('asks in REQs of at most 500 authors, one batch every 5 s', async () => {
    const root = createAuthor()
    const follows = Array.from({ length: 600 }, randomPubkey)
    await publishList(root, 3, follows)
    const clock = createManualClock()
    const sent: string[] = []
    const store = graph({ root: root.pubkey, clock, sent })

    await waitFor(() => clock.pendingDelays().includes(GRAPH_CRAWL_INTERVAL_MS))
    expect(followListReqs(sent)).toHaveLength(1)
    clock.advance(GRAPH_CRAWL_INTERVAL_MS - 1)
    expect(followListReqs(sent)).toHaveLength(1)
    await crawlToEnd(store, clock)

    const batches = followListReqs(sent).map((filter) => filter.authors)
    expect(batches.map((authors) => authors.length)).toEqual([1, 500, 100])
    expect(new Set(batches.flat())).toEqual(new Set([root.pubkey, ...follows]))
    expect(await valueWhere(store.size$, (size) => size === 601)).toBe(601)
  })

  it('follows the root: another user when logged in, the default root when logged out', async () => {
    const { root, a, b } = await publishChain()
    const clock = createManualClock()
    const store = graph({ root: root.pubkey, clock })
    await crawlToEnd(store, clock)
    await store.setRoot(a.pubkey)
    expect(await distance(store, a.pubkey, 0)).toBe(0)
    expect(await distance(store, b.pubkey, 1)).toBe(1)
    expect(await distance(store, root.pubkey, UNKNOWN_FOLLOW_DISTANCE)).toBe(UNKNOWN_FOLLOW_DISTANCE)
    await store.setRoot(null)
    expect(await firstValueFrom(store.root$)).toBe(DEFAULT_SOCIAL_GRAPH_ROOT)
    expect(await distance(store, DEFAULT_SOCIAL_GRAPH_ROOT, 0)).toBe(0)
  })
})

describe('lists from the app', () => {
  it('takes the user\'s own new follow list at once and crawls the newly followed', async () => {
    const { root, a, c, d } = await publishChain()
    const clock = createManualClock()
    const store = graph({ root: root.pubkey, clock })
    await crawlToEnd(store, clock)
    const newList = root.sign({ kind: 3, created_at: ++listTime, tags: [['p', a.pubkey], ['p', c.pubkey]] })
    await store.ingest([newList])
    expect(await distance(store, c.pubkey, 1)).toBe(1)
    await crawlToEnd(store, clock) // c is now at distance 1: its own list is fetched, and c's follow d comes within reach
    expect(await distance(store, d, 2)).toBe(2)
    expect(await valueWhere(store.stats$, (stats) => stats.crawled === 4)).toMatchObject({ crawled: 4 })
  })
})

describe('mute lists', () => {
  it('counts how many known users mute someone', async () => {
    const [root, m1, m2, m3] = [createAuthor(), createAuthor(), createAuthor(), createAuthor()]
    const [spammer, annoying] = [randomPubkey(), randomPubkey()]
    await publishList(root, 3, [m1.pubkey, m2.pubkey])
    await publishList(m1, 3, [m3.pubkey])
    await publishList(root, 10000, [annoying])
    await publishList(m1, 10000, [spammer])
    await publishList(m2, 10000, [spammer, annoying])
    await publishList(m3, 10000, [spammer])
    const clock = createManualClock()
    const store = graph({ root: root.pubkey, clock })
    await crawlToEnd(store, clock)

    expect(await valueWhere(store.mutedByCount$(spammer), (count) => count === 3)).toBe(3)
    expect(new Set(await firstValueFrom(store.mutedBy$(spammer)))).toEqual(new Set([m1.pubkey, m2.pubkey, m3.pubkey]))
    expect(new Set(await firstValueFrom(store.mutedBy$(annoying)))).toEqual(new Set([root.pubkey, m2.pubkey]))
    expect(await firstValueFrom(store.mutedByCount$(m1.pubkey))).toBe(0)
    // the root follows m1 and m2, not m3: two of its follows mute the spammer; the root's own mute is no follow's
    expect(await firstValueFrom(store.mutedByFollowsCount$(spammer))).toBe(2)
    expect(await firstValueFrom(store.mutedByFollowsCount$(annoying))).toBe(1)
  })
})

describe('saving and recrawling', () => {
  it('saves 15 s after the last change and reloads the same distances with no network', async () => {
    const { root, a, b, c } = await publishChain()
    const clock = createManualClock()
    const db = database()
    const store = graph({ root: root.pubkey, clock, db })
    await crawlToEnd(store, clock) // the last batch changed the graph one interval before the crawl went idle
    const saved = () => db.use((d) => d.cacheData.get(GRAPH_CACHE_KEY), undefined)
    clock.advance(GRAPH_SAVE_DEBOUNCE_MS - GRAPH_CRAWL_INTERVAL_MS - 1)
    expect(clock.pendingDelays()).toEqual([GRAPH_SAVE_DEBOUNCE_MS])
    expect(await saved()).toBeUndefined()
    clock.advance(1)
    await expect.poll(saved).toMatchObject({ value: { root: root.pubkey } })

    const offline = { query: () => new Promise<never>(() => {}) }
    const reloaded = createSocialGraph({ pool: offline, db, clock: createManualClock(), root: root.pubkey, transport: 'in-thread' })
    cleanup.push(() => reloaded.dispose())
    await reloaded.ready
    expect(await distance(reloaded, a.pubkey, 1)).toBe(1)
    expect(await distance(reloaded, b.pubkey, 2)).toBe(2)
    expect(await distance(reloaded, c.pubkey, 3)).toBe(3)
  })

  it('recrawls from scratch with the recrawl flag on until the crawl ends', async () => {
    const { root, a, b } = await publishChain()
    const clock = createManualClock()
    const sent: string[] = []
    const store = graph({ root: root.pubkey, clock, sent })
    await crawlToEnd(store, clock)
    await publishList(root, 3, [b.pubkey]) // the root now follows b instead of a
    const flags: boolean[] = []
    store.recrawl$.subscribe((flag) => flags.push(flag))

    const before = followListReqs(sent).length
    const recrawl = store.recrawl()
    expect(await valueWhere(store.recrawl$, (flag) => flag)).toBe(true)
    await recrawl
    await crawlToEnd(store, clock)

    expect(followListReqs(sent)[before].authors).toEqual([root.pubkey])
    expect(await distance(store, b.pubkey, 1)).toBe(1)
    expect(await distance(store, a.pubkey, UNKNOWN_FOLLOW_DISTANCE)).toBe(UNKNOWN_FOLLOW_DISTANCE)
    expect(flags).toEqual([false, true, false])
  })
})
