import { finalizeEvent } from 'nostr-tools/pure'
import { afterEach, describe, expect, it } from 'vitest'
import type { RelayStatus } from '../relay/connection/connection-types'
import type { AuthSigner } from '../relay/connection/relay-auth'
import { NodeWebSocket, createAuthor, plain, waitFor } from '../test-support/test-relay'
import type { WorkerRelayPool } from './pool-proxy'
import { createWorkerPool } from './worker-transport'

const cleanup: (() => unknown)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function startAuthRelay() {
  const { startRelay } = (await import(/* @vite-ignore */ new URL('../../../../scripts/relay/server.mjs', import.meta.url).href)) as {
    startRelay(opts: object): Promise<{ url: string; close(): Promise<void> }>
  }
  const relay = await startRelay({ port: 0, dbPath: ':memory:', seed: false, auth: true, log: () => {} })
  cleanup.push(() => relay.close())
  return relay
}

function workerPool(relays: string[], authSigner?: AuthSigner) {
  const pool = createWorkerPool({ relays, WebSocketImpl: NodeWebSocket, authSigner })
  cleanup.push(() => pool.close())
  return pool
}

function statusOf(pool: WorkerRelayPool) {
  let latest: RelayStatus[] = []
  const subscription = pool.status$.subscribe((relays) => (latest = relays))
  cleanup.push(() => subscription.unsubscribe())
  return () => latest[0]
}

describe('NIP-42 through the worker transport (in-thread host) against the real relay', () => {
  const user = createAuthor()
  const sender = createAuthor()
  const dm = () => sender.sign({ kind: 4, content: 'secret?iv=abc', tags: [['p', user.pubkey]] })

  it('asks the tab to sign when a kind-4 REQ is restricted, then returns the stored DM', async () => {
    const relay = await startAuthRelay()
    const stored = dm()
    expect(await workerPool([relay.url]).publish(stored)).toMatchObject([{ ok: true }])
    const templates: { kind: number; tags: string[][] }[] = []
    const pool = workerPool([relay.url], async (template) => {
      templates.push(template)
      return finalizeEvent(template, user.secretKey)
    })
    const status = statusOf(pool)
    const events = await pool.query([{ kinds: [4], '#p': [user.pubkey] }])
    expect(events.map(plain)).toEqual([stored])
    expect(templates).toHaveLength(1)
    expect(templates[0].kind).toBe(22242)
    expect(templates[0].tags.find(([name]) => name === 'challenge')?.[1]).toEqual(expect.stringMatching(/^\S+$/))
    await waitFor(() => status()?.state === 'authenticated')
  })

  it('a tab without a signer: the query ends and the relay status shows the auth failure', async () => {
    const relay = await startAuthRelay()
    await workerPool([relay.url]).publish(dm())
    const pool = workerPool([relay.url])
    const status = statusOf(pool)
    expect(await pool.query([{ kinds: [4], '#p': [user.pubkey] }])).toEqual([])
    await waitFor(() => status()?.error !== undefined)
    expect(status()).toMatchObject({ state: 'auth requested', error: 'Authentication failed: Signer required' })
  })

  it('a signer that refuses fails the authentication with its message', async () => {
    const relay = await startAuthRelay()
    const pool = workerPool([relay.url], async () => {
      throw new Error('User rejected access')
    })
    const status = statusOf(pool)
    expect(await pool.query([{ kinds: [4], '#p': [user.pubkey] }])).toEqual([])
    await waitFor(() => status()?.error !== undefined)
    expect(status()?.error).toBe('Authentication failed: User rejected access')
  })
})
