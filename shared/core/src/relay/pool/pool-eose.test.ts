import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startHostileServer, type HostileServer } from '../../test-support/hostile-server'
import { createManualClock, type ManualClock } from '../../test-support/manual-clock'
import { NodeWebSocket, createAuthor, startTestRelay, waitFor, type TestRelay } from '../../test-support/test-relay'
import { EOSE_GRACE_MS, queryCapacity } from './eose-gate'
import type { RelayPool, SubscriptionState } from './pool-types'
import { createRelayPool } from './relay-pool'

let relayA: TestRelay
let relayB: TestRelay
let silent: HostileServer
const author = createAuthor()
const notes = [author.sign({ content: 'one', created_at: 1_700_000_001 }), author.sign({ content: 'two', created_at: 1_700_000_002 })]
const pools: RelayPool[] = []

beforeAll(async () => {
  ;[relayA, relayB, silent] = await Promise.all([startTestRelay(), startTestRelay(), startHostileServer({})])
  const seeder = createRelayPool({ relays: [relayA.url, relayB.url], WebSocketImpl: NodeWebSocket })
  for (const note of notes) await seeder.publish(note)
  seeder.close()
})
afterEach(() => pools.splice(0).forEach((pool) => pool.close()))
afterAll(async () => {
  await Promise.all([relayA.close(), relayB.close(), silent.close()])
})

function pool(relays: string[], clock: ManualClock) {
  const created = createRelayPool({ relays, WebSocketImpl: NodeWebSocket, clock })
  pools.push(created)
  return created
}

/** Tracks whether a promise has settled, without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const state = { done: false, value: undefined as T | undefined }
  void promise.then((value) => Object.assign(state, { done: true, value }))
  return state
}

describe('EOSE rules (spec 3 §4) against real relays and a silent one', () => {
  it('fires as soon as the query is filled, without waiting for a silent relay', async () => {
    const clock = createManualClock() // the overall EOSE timeout never runs by itself
    const events = await pool([relayA.url, silent.url], clock).query([{ ids: [notes[0].id] }])
    expect(events.map((event) => event.id)).toEqual([notes[0].id])
  })

  it('waits a short grace once at least 2 relays, and at least half, have answered', async () => {
    const clock = createManualClock()
    const client = pool([relayA.url, relayB.url, silent.url], clock)
    const result = watch(client.query([{ authors: [author.pubkey] }]))
    await waitFor(() => clock.pendingDelays().includes(EOSE_GRACE_MS))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.done).toBe(false)
    clock.advance(EOSE_GRACE_MS)
    await waitFor(() => result.done)
    expect(result.value?.map((event) => event.content)).toEqual(['two', 'one'])
  })

  it('does not start the grace while fewer than half the relays answered', async () => {
    const other = await startHostileServer({})
    try {
      const clock = createManualClock()
      const client = pool([relayA.url, relayB.url, silent.url, other.url, `${silent.url}/x`], clock)
      const result = watch(client.query([{ authors: [author.pubkey] }]))
      await waitFor(() => client.eventRelays(notes[0].id).length === 2)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(clock.pendingDelays()).not.toContain(EOSE_GRACE_MS) // 2 of 5 answered
      expect(result.done).toBe(false)
      clock.advance(4000) // the overall timeout still ends it
      await waitFor(() => result.done)
    } finally {
      await other.close()
    }
  })

  it('reports subscription states initial → pending → waiting → closed, and running when live', async () => {
    const clock = createManualClock()
    const client = pool([relayA.url], clock)
    const states: SubscriptionState[] = []
    await client.query([{ authors: [author.pubkey] }], { onState: (state) => states.push(state) })
    expect(states).toEqual(['initial', 'pending', 'waiting', 'closed'])

    const live: SubscriptionState[] = []
    const subscription = client.req([{ authors: [author.pubkey] }], { closeOnEose: false, onState: (s) => live.push(s) }).subscribe()
    await waitFor(() => live.includes('running'))
    subscription.unsubscribe()
    expect(live).toEqual(['initial', 'waiting', 'running', 'closed'])
  })

  it('sizes the fill rule from limits and ids', () => {
    expect(queryCapacity([{ ids: ['a', 'b'] }, { kinds: [1], limit: 3 }])).toBe(5)
    expect(queryCapacity([{ kinds: [1] }])).toBe(Infinity)
  })
})
