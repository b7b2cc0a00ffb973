import { afterEach, describe, expect, it, vi } from 'vitest'
import { startHostileServer, type HostileServer } from '../../test-support/hostile-server'
import { createManualClock } from '../../test-support/manual-clock'
import { NodeWebSocket, createAuthor, waitFor } from '../../test-support/test-relay'
import type { RelayStatus } from './connection-types'
import type { RelayBudgetLimits } from './relay-budget'
import { createRelayConnection, type RelayConnection } from './relay-connection'

const limits: RelayBudgetLimits = {
  windowMs: 10_000,
  bytes: 200_000,
  offences: { 'invalid frame': 5, 'late event': 5, 'off-filter event': 5, 'forged event': 5 },
}
const note = createAuthor().sign({ content: 'hello' })
const cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const dispose of cleanup.splice(0)) await dispose()
  vi.restoreAllMocks()
})

async function connectTo(server: HostileServer) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const clock = createManualClock()
  const statuses: RelayStatus[] = []
  const drops: string[] = []
  const connection: RelayConnection = createRelayConnection(`${server.url}/`, {
    WebSocketImpl: NodeWebSocket,
    clock,
    random: () => 1,
    budget: limits,
    onDrop: (_url, reason) => drops.push(reason),
    onStatus: (status) => statuses.push(status),
  })
  cleanup.push(() => connection.close(), () => server.close())
  await waitFor(() => connection.status().state === 'connected')
  return { connection, statuses, drops, clock }
}

const subscribe = (connection: RelayConnection) =>
  connection.subscribe([{ kinds: [1] }], { onEvent: () => {}, onEose: () => {}, onClosed: () => {} }, { live: true })

describe('a relay connection over its budget', () => {
  it('drops garbage frames, then cuts the relay off as misbehaving and waits with the backoff', async () => {
    const server = await startHostileServer({ onReq: (_id, socket) => Array.from({ length: 8 }, () => socket.send('{junk')) })
    const { connection, statuses, drops, clock } = await connectTo(server)
    subscribe(connection)
    await waitFor(() => connection.status().misbehaving !== undefined)
    expect(connection.status()).toMatchObject({ state: 'flapping', misbehaving: `Relay ${server.url}/ sent 6 invalid frames in 10 s` })
    expect(drops.slice(0, 6)).toEqual(Array(6).fill('malformed JSON or shape'))
    expect(clock.pendingDelays()).toContain(1000)
    expect(statuses.at(-1)?.misbehaving).toBeDefined()
  })

  it('cuts off a relay that keeps sending after CLOSE', async () => {
    const server = await startHostileServer({
      onReq: (subId, socket) => setTimeout(() => Array.from({ length: 7 }, () => socket.send(JSON.stringify(['EVENT', subId, note]))), 20),
    })
    const { connection } = await connectTo(server)
    subscribe(connection)()
    await waitFor(() => connection.status().misbehaving !== undefined)
    expect(connection.status().misbehaving).toBe(`Relay ${server.url}/ sent 6 events after CLOSE in 10 s`)
  })

  it('counts bytes: a stream of large frames is cut off at the byte limit', async () => {
    const big = JSON.stringify(['NOTICE', 'x'.repeat(60_000)])
    const server = await startHostileServer({ onReq: (_id, socket) => Array.from({ length: 5 }, () => socket.send(big)) })
    const { connection } = await connectTo(server)
    subscribe(connection)
    await waitFor(() => connection.status().misbehaving !== undefined)
    expect(connection.status().misbehaving).toMatch(/ sent 0\.2 MB in 10 s$/)
  })

  it('counts offences reported from outside, and a misbehaving relay does not get its attempts back after a long connection', async () => {
    const server = await startHostileServer({})
    const { connection, clock } = await connectTo(server)
    clock.advance(60_000) // long enough to count as a stable connection
    connection.penalize('off-filter event', 6)
    expect(connection.status().misbehaving).toBe(`Relay ${server.url}/ sent 6 events off its filters in 10 s`)
    expect(clock.pendingDelays()).toEqual([1000])
  })
})
