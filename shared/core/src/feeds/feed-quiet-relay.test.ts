import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { createManualClock } from '../test-support/manual-clock'
import { NodeWebSocket, createAuthor, startTestRelay, waitFor, type TestRelay } from '../test-support/test-relay'
import { POPULAR_MAX_TRIES, POPULAR_WIDEN_AFTER_MS } from './feed-constants'
import { createFeedEngine } from './feed-engine'
import { testDeps, watch } from './feed-engine-test-support'
import { GRAPH_LATEST_FEED, POPULAR_HOME_FEED } from './home-feed'

const NOW = Math.floor(Date.now() / 1000)
const writer = createAuthor()
let relay: TestRelay
let pool: ReturnType<typeof createRelayPool>

beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  for (let i = 0; i < 3; i++) await pool.publish(writer.sign({ content: `quiet note ${i}`, created_at: NOW - 600 + i }))
})
afterAll(async () => {
  pool.close()
  await relay.close()
})

describe('a relay with notes but no reactions or reposts', () => {
  it('the popular feed ends empty once every widening found nothing: no more to load', async () => {
    const clock = createManualClock(NOW * 1000)
    const engine = createFeedEngine(testDeps(pool, clock, {}), POPULAR_HOME_FEED)
    const view = watch(engine)
    for (let widened = 0; widened <= POPULAR_MAX_TRIES; widened++) {
      await waitFor(() => clock.pendingDelays().includes(POPULAR_WIDEN_AFTER_MS))
      expect(view.state.hasMore).toBe(true)
      clock.advance(POPULAR_WIDEN_AFTER_MS)
    }
    await view.until((state) => !state.hasMore)
    expect(view.state).toMatchObject({ events: [], initialLoadDone: true })
    engine.dispose()
  })

  it("the graph's latest notes are there to read", async () => {
    const clock = createManualClock(NOW * 1000)
    const engine = createFeedEngine(testDeps(pool, clock, { [writer.pubkey]: 2 }), GRAPH_LATEST_FEED)
    const view = watch(engine)
    await view.until((state) => state.events.length === 3)
    expect(view.state.events[0].content).toBe('quiet note 2')
    engine.dispose()
  })
})
