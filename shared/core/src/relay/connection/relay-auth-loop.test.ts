import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../policies/clock'
import { NodeWebSocket, waitFor } from '../../test-support/test-relay'
import { MAX_AUTH_ATTEMPTS_PER_SOCKET, type AuthSigner } from './relay-auth'
import { createRelayConnection, type RelayConnection } from './relay-connection'

interface AuthLoopRelay {
  url: string
  stats: { connections: number; reqs: number; authsPerConnection: number[] }
  close(): Promise<void>
}
const SERVER = new URL('../../../../../e2e/servers/auth-loop-relay.mjs', import.meta.url).href
const startAuthLoopRelay = async (): Promise<AuthLoopRelay> => (await import(/* @vite-ignore */ SERVER)).startAuthLoopRelay()

const cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const dispose of cleanup.splice(0)) await dispose()
})

describe('a relay asking for AUTH forever', () => {
  it(`gets at most ${MAX_AUTH_ATTEMPTS_PER_SOCKET} signatures per socket, and every subscription ends`, async () => {
    const relay = await startAuthLoopRelay()
    const key = generateSecretKey()
    let signed = 0
    const signer: AuthSigner = async (template) => (signed++, finalizeEvent(template, key))
    const connection: RelayConnection = createRelayConnection(relay.url, { WebSocketImpl: NodeWebSocket, clock: systemClock, authSigner: signer, onStatus: () => {} })
    cleanup.push(() => connection.close(), () => relay.close())
    const ends: string[] = []
    // One after another, so that each meets a fresh challenge rather than sharing a running authentication.
    for (let i = 1; i <= 10; i++) {
      connection.subscribe([{ kinds: [1] }], { onEvent: () => {}, onEose: () => ends.push('eose'), onClosed: (reason) => ends.push(reason) }, { live: false })
      await waitFor(() => ends.length === i)
    }
    expect(signed).toBe(MAX_AUTH_ATTEMPTS_PER_SOCKET)
    expect(relay.stats.authsPerConnection).toEqual([MAX_AUTH_ATTEMPTS_PER_SOCKET])
    expect(relay.stats.reqs).toBe(10 + MAX_AUTH_ATTEMPTS_PER_SOCKET) // a REQ is retried only after a signature
    expect(connection.status().error).toMatch(/^Authentication failed/)
  })
})
