import { finalizeEvent } from 'nostr-tools/pure'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../policies/clock'
import { startHostileServer } from '../../test-support/hostile-server'
import { createManualClock } from '../../test-support/manual-clock'
import { NodeWebSocket, createAuthor, spyingWebSocket, waitFor } from '../../test-support/test-relay'
import type { RelayState, RelayStatus } from './connection-types'
import { KEEPALIVE_SILENCE_MS, SOCKET_CHECK_INTERVAL_MS } from './keepalive'
import type { AuthSigner } from './relay-auth'
import { createRelayConnection, type RelayConnection } from './relay-connection'

const cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const dispose of cleanup.splice(0)) await dispose()
})

function track(connection: RelayConnection) {
  cleanup.push(() => connection.close())
  return connection
}

async function startAuthRelay() {
  const { startRelay } = (await import(/* @vite-ignore */ new URL('../../../../../scripts/relay/server.mjs', import.meta.url).href)) as {
    startRelay(opts: object): Promise<{ url: string; close(): Promise<void> }>
  }
  const relay = await startRelay({ port: 0, dbPath: ':memory:', seed: false, auth: true, log: () => {} })
  cleanup.push(() => relay.close())
  return relay
}

describe('keepalive', () => {
  it('probes after 120 s of silence and reconnects when the probe gets no answer in 5 s', async () => {
    const server = await startHostileServer({}) // accepts the socket, never answers anything
    cleanup.push(() => server.close())
    const clock = createManualClock()
    const statuses: RelayStatus[] = []
    const connection = track(
      createRelayConnection(`${server.url}/`, { WebSocketImpl: NodeWebSocket, clock, onStatus: (s) => statuses.push(s) }),
    )
    await waitFor(() => connection.status().state === 'connected')
    expect(clock.pendingDelays()).toEqual([SOCKET_CHECK_INTERVAL_MS])
    clock.advance(KEEPALIVE_SILENCE_MS - SOCKET_CHECK_INTERVAL_MS)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.received).toEqual([])
    clock.advance(SOCKET_CHECK_INTERVAL_MS)
    await waitFor(() => server.received.length === 1)
    expect(server.received[0]).toMatchObject(['REQ', expect.stringMatching(/^keepalive:/), { limit: 1 }])
    clock.advance(SOCKET_CHECK_INTERVAL_MS)
    await waitFor(() => connection.status().state === 'connected')
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connected', 'disconnected', 'connecting', 'connected'])
    expect(statuses[2].error).toBe('Keepalive probe timed out after 5000ms')
  })

  it('keeps a relay that answers the probe', async () => {
    const { startTestRelay } = await import('../../test-support/test-relay')
    const relay = await startTestRelay()
    cleanup.push(() => relay.close())
    const clock = createManualClock()
    const sent: string[] = []
    const connection = track(createRelayConnection(`${relay.url}/`, { WebSocketImpl: spyingWebSocket(sent), clock, onStatus: () => {} }))
    await waitFor(() => connection.status().state === 'connected')
    clock.advance(KEEPALIVE_SILENCE_MS)
    await waitFor(() => sent.some((frame) => frame.startsWith('["CLOSE","keepalive:')))
    clock.advance(SOCKET_CHECK_INTERVAL_MS * 2)
    expect(connection.status().state).toBe('connected')
  })

  it('restart() drops the socket and connects again at once', async () => {
    const { startTestRelay } = await import('../../test-support/test-relay')
    const relay = await startTestRelay()
    cleanup.push(() => relay.close())
    const states: RelayState[] = []
    const clock = createManualClock()
    const connection = track(createRelayConnection(`${relay.url}/`, { WebSocketImpl: NodeWebSocket, clock, onStatus: (s) => states.push(s.state) }))
    await waitFor(() => connection.status().state === 'connected')
    connection.restart('slept')
    await waitFor(() => connection.status().state === 'connected')
    expect(states).toEqual(['connecting', 'connected', 'flapping', 'connecting', 'connected'])
  })
})

describe('NIP-42 against the real relay', () => {
  const user = createAuthor()
  const signer: AuthSigner = async (template) => finalizeEvent(template, user.secretKey)

  it('authenticates on a restricted CLOSED and retries the REQ once', async () => {
    const relay = await startAuthRelay()
    const states: RelayState[] = []
    const connection = track(
      createRelayConnection(`${relay.url}/`, { WebSocketImpl: NodeWebSocket, clock: systemClock, authSigner: signer, onStatus: (s) => states.push(s.state) }),
    )
    await waitFor(() => connection.status().state === 'auth requested')
    const answers: string[] = []
    connection.subscribe([{ kinds: [4], '#p': [user.pubkey] }], {
      onEvent: () => {},
      onEose: () => answers.push('eose'),
      onClosed: (reason) => answers.push(reason),
    }, { live: false })
    await waitFor(() => answers.length === 1)
    expect(answers).toEqual(['eose'])
    expect(states).toEqual(['connecting', 'connected', 'auth requested', 'authenticating', 'authenticated'])
  })

  it('authenticates on an auth-required OK false and sends the event again once', async () => {
    let authedAs: string | null = null
    const server = await startHostileServer({
      onEvent: (event, socket) => {
        if (authedAs) return socket.send(JSON.stringify(['OK', event.id, true, '']))
        // A relay that wants NIP-42 first: a challenge, a refusal, then it accepts our AUTH.
        socket.on('message', (data) => {
          const [type, auth] = JSON.parse(String(data)) as [string, { id: string; pubkey: string; tags: string[][] }]
          if (type !== 'AUTH' || !auth.tags.some(([name, value]) => name === 'challenge' && value === 'c-1')) return
          authedAs = auth.pubkey
          socket.send(JSON.stringify(['OK', auth.id, true, '']))
        })
        socket.send(JSON.stringify(['AUTH', 'c-1']))
        socket.send(JSON.stringify(['OK', event.id, false, 'auth-required: sign in first']))
      },
    })
    cleanup.push(() => server.close())
    const connection = track(createRelayConnection(`${server.url}/`, { WebSocketImpl: NodeWebSocket, clock: systemClock, authSigner: signer, onStatus: () => {} }))
    const result = await connection.publish(user.sign({ content: 'members only' }), 2500)
    expect(result).toMatchObject({ ok: true })
    expect(authedAs).toBe(user.pubkey)
    expect(server.received.filter(([type]) => type === 'EVENT')).toHaveLength(2)
    expect(connection.status().state).toBe('authenticated')
  })

  it('without a signer reports the restricted CLOSED', async () => {
    const relay = await startAuthRelay()
    const connection = track(createRelayConnection(`${relay.url}/`, { WebSocketImpl: NodeWebSocket, clock: systemClock, onStatus: () => {} }))
    const answers: string[] = []
    connection.subscribe([{ kinds: [4] }], { onEvent: () => {}, onEose: () => answers.push('eose'), onClosed: (r) => answers.push(r) }, { live: false })
    await waitFor(() => answers.length === 1)
    expect(answers[0]).toMatch(/^restricted:/)
  })

  it('reports a signer failure as "Authentication failed: ..." and closes the subscription', async () => {
    const relay = await startAuthRelay()
    const failing: AuthSigner = async () => {
      throw new Error('User rejected access')
    }
    const connection = track(createRelayConnection(`${relay.url}/`, { WebSocketImpl: NodeWebSocket, clock: systemClock, authSigner: failing, onStatus: () => {} }))
    const answers: string[] = []
    connection.subscribe([{ kinds: [4] }], { onEvent: () => {}, onEose: () => answers.push('eose'), onClosed: (r) => answers.push(r) }, { live: false })
    await waitFor(() => answers.length === 1)
    expect(answers[0]).toMatch(/^restricted:/)
    expect(connection.status()).toEqual({ url: `${relay.url}/`, state: 'auth requested', error: 'Authentication failed: User rejected access' })
  })
})
