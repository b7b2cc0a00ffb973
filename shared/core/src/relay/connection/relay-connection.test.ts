import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { CLOSED_PORT_URL, NodeWebSocket, createAuthor, startTestRelay, waitFor } from '../../test-support/test-relay'
import type { RelayStatus } from './connection-types'
import { createRelayConnection, type RelayConnection } from './relay-connection'

const connections: RelayConnection[] = []
afterEach(() => connections.splice(0).forEach((connection) => connection.close()))

function connect(url: string, clock = createManualClock(), random?: () => number) {
  const statuses: RelayStatus[] = []
  const connection = createRelayConnection(url, { WebSocketImpl: NodeWebSocket, clock, random, onStatus: (s) => statuses.push(s) })
  connections.push(connection)
  return { connection, statuses, clock }
}

describe('relay connection', () => {
  it('retries with backoff doubling from 1000 ms (jittered down to half), at most 5 attempts, then stays disconnected', async () => {
    const { connection, statuses, clock } = connect(`${CLOSED_PORT_URL}/`, createManualClock(), () => 1)
    const delays: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      await waitFor(() => statuses.filter((s) => s.state === 'disconnected').length === attempt)
      delays.push(...clock.pendingDelays())
      clock.runNext()
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000])
    expect(statuses.map((s) => s.state).slice(0, 4)).toEqual(['connecting', 'disconnected', 'reconnecting', 'disconnected'])
    expect(connection.status()).toMatchObject({ state: 'disconnected', error: expect.stringMatching(/ECONNREFUSED/) })
  })

  it('jitters the reconnect delay with its random source', async () => {
    const { statuses, clock } = connect(`${CLOSED_PORT_URL}/`, createManualClock(), () => 0)
    await waitFor(() => statuses.some((s) => s.state === 'disconnected'))
    expect(clock.pendingDelays()).toEqual([500])
  })

  it('reports WebSocket construction failures as a disconnected status', () => {
    const Broken = function () {
      throw new Error('blocked by policy')
    } as unknown as typeof WebSocket
    const connection = createRelayConnection('wss://x.example/', { WebSocketImpl: Broken, clock: createManualClock(), onStatus: () => {} })
    connections.push(connection)
    expect(connection.status()).toEqual({ url: 'wss://x.example/', state: 'disconnected', error: 'blocked by policy' })
  })

  it('reconnects after the relay comes back and re-sends live subscriptions', async () => {
    const first = await startTestRelay()
    const { connection, statuses, clock } = connect(`${first.url}/`)
    await waitFor(() => connection.status().state === 'connected')
    const events: string[] = []
    const answers: string[] = []
    connection.subscribe(
      [{ kinds: [1] }],
      { onEvent: (e) => events.push(e.id), onEose: () => answers.push('eose'), onClosed: (r) => answers.push(r) },
      { live: true },
    )
    await waitFor(() => answers.length === 1)

    clock.advance(10_000) // a stable connection: its drop is not flapping
    await first.close()
    await waitFor(() => connection.status().state === 'disconnected')
    expect(statuses.at(-1)?.error).toEqual(expect.stringMatching(/\S/))
    expect(answers).toEqual(['eose']) // answered once; a live subscription is kept for the reconnect

    const second = await startTestRelay({ port: first.port })
    try {
      clock.runNext()
      await waitFor(() => connection.status().state === 'connected')
      const probe = createRelayConnection(`${second.url}/`, { WebSocketImpl: NodeWebSocket, clock: createManualClock(), onStatus: () => {} })
      connections.push(probe)
      const note = createAuthor().sign({ content: 'after reconnect' })
      await waitFor(() => probe.status().state === 'connected')
      expect((await probe.publish(note, 2500)).ok).toBe(true)
      await waitFor(() => events.includes(note.id))
      expect(answers).toEqual(['eose'])
    } finally {
      await second.close()
    }
  })

  it('marks a connection that drops right after opening as flapping', async () => {
    const relay = await startTestRelay()
    const { connection } = connect(`${relay.url}/`)
    await waitFor(() => connection.status().state === 'connected')
    await relay.close()
    await waitFor(() => connection.status().state === 'flapping')
    expect(connection.status().error).toEqual(expect.stringMatching(/\S/))
  })

  it('goes to disconnected without retrying after close()', async () => {
    const relay = await startTestRelay()
    try {
      const { connection, clock } = connect(`${relay.url}/`)
      await waitFor(() => connection.status().state === 'connected')
      connection.close()
      expect(connection.status()).toEqual({ url: `${relay.url}/`, state: 'disconnected' })
      expect(clock.pendingDelays()).toEqual([])
    } finally {
      await relay.close()
    }
  })
})
