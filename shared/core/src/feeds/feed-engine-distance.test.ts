import { Subject } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { createManualClock } from '../test-support/manual-clock'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createFeedEngine } from './feed-engine'
import { testDeps, watch } from './feed-engine-test-support'
import type { FeedConfig, FeedEngine } from './feed-types'

const NOW = Math.floor(Date.now() / 1000)
const me = createAuthor()
const followed = createAuthor()
const strangers = Array.from({ length: 4 }, () => createAuthor())
const latest: FeedConfig = { id: 'latest', name: 'Latest', filter: { kinds: [1], limit: 100 }, followDistance: 1 }
let relay: TestRelay
let pool: ReturnType<typeof createRelayPool>
const running: FeedEngine[] = []

beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  await pool.publish(followed.sign({ content: 'followed, older than every stranger', created_at: NOW - 5000 }))
  // 120 newer notes by strangers: a global 'latest 100' query would never reach the followed author's note.
  for (let i = 0; i < 120; i++) await pool.publish(strangers[i % 4].sign({ content: `stranger ${i}`, created_at: NOW - 1000 + i }))
}, 60_000)
afterEach(() => running.splice(0).forEach((engine) => engine.dispose()))
afterAll(async () => {
  pool.close()
  await relay.close()
})

describe('follow-distance feeds', () => {
  it("Latest asks for the signed-in user's follows by author and shows them before the graph knows them", async () => {
    const clock = createManualClock(NOW * 1000)
    const deps = { ...testDeps(pool, clock, {}, me.pubkey), follows: async () => [followed.pubkey] }
    const engine = createFeedEngine(deps, latest)
    running.push(engine)
    const view = watch(engine)
    await view.until((state) => state.events.length === 1)
    expect(view.state.events[0].content).toBe('followed, older than every stranger')
    expect(view.state.unknownUsersCount).toBe(0)
  })

  it('moves collapsed unknown users into the feed when the graph places them within its distance', async () => {
    const clock = createManualClock(NOW * 1000)
    const distances: Record<string, number> = {}
    const distanceChanges$ = new Subject<void>()
    const deps = { ...testDeps(pool, clock, distances), followDistance: async (pubkey: string) => distances[pubkey] ?? 1000, distanceChanges$ }
    const engine = createFeedEngine(deps, latest)
    running.push(engine)
    const view = watch(engine)
    await view.until((state) => state.unknownUsersCount === 100)
    expect(view.state.events).toHaveLength(0)

    distances[strangers[0].pubkey] = 1
    distanceChanges$.next()
    await view.until((state) => state.events.length === 10 && state.unknownUsersCount === 75)
    expect(view.state.events.every((event) => event.pubkey === strangers[0].pubkey)).toBe(true)
  })
})
