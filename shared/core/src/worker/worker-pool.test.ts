import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startHostileServer } from '../test-support/hostile-server'
import { NodeWebSocket, createAuthor, plain, startTestRelay, waitFor, type TestRelay } from '../test-support/test-relay'
import type { PoolMessage } from '../relay/pool/pool-types'
import { createWorkerPool, pickTransportMode } from './worker-transport'
import type { WorkerRelayPool } from './pool-proxy'

let relay: TestRelay
const pools: WorkerRelayPool[] = []
const pool = (relays: string[]) => {
  const created = createWorkerPool({ relays, WebSocketImpl: NodeWebSocket })
  pools.push(created)
  return created
}

beforeAll(async () => {
  relay = await startTestRelay()
})
afterEach(() => pools.splice(0).forEach((created) => created.close()))
afterAll(() => relay.close())

describe('createWorkerPool (in-thread host behind a MessageChannel) against the local relay', () => {
  it('picks in-thread in Node', () => {
    expect(pickTransportMode()).toBe('in-thread')
  })

  it('publishes, then queries newest first, with signatures checked by the cached verifier', async () => {
    const author = createAuthor()
    const client = pool([relay.url])
    expect(await client.publish(author.sign({ content: 'older', created_at: 1_700_000_000 }))).toMatchObject([{ ok: true }])
    await client.publish(author.sign({ content: 'newer', created_at: 1_700_000_100 }))
    const events = await client.query([{ authors: [author.pubkey] }])
    expect(events.map((event) => event.content)).toEqual(['newer', 'older'])
    await client.query([{ authors: [author.pubkey] }])
    const stats = await client.stats()
    expect(stats).toMatchObject({ verified: 2, cacheHits: 2, rejected: 0 })
  })

  it('streams live events and sends CLOSE when the tab unsubscribes', async () => {
    const server = await startHostileServer({ onReq: (subId, socket) => socket.send(JSON.stringify(['EOSE', subId])) })
    const client = pool([server.url])
    const messages: PoolMessage[] = []
    const subscription = client.req([{ kinds: [1] }], { closeOnEose: false }).subscribe((message) => messages.push(message))
    await waitFor(() => messages.some((message) => message.type === 'eose'))
    subscription.unsubscribe()
    await waitFor(() => server.received.some((message) => message[0] === 'CLOSE'))
    await server.close()
  })

  it('rejects invalid filters with the pool\'s error', async () => {
    await expect(pool([relay.url]).query([{ authors: ['npub1nope'] }])).rejects.toThrow('Invalid filter')
  })

  it('completes open subscriptions and answers nothing after close', async () => {
    const client = pool([relay.url])
    const done = new Promise<void>((resolve) => client.req([{ kinds: [1] }], { closeOnEose: false }).subscribe({ complete: resolve }))
    client.close()
    await done
    expect(await client.query([{ kinds: [1] }])).toEqual([])
    expect(await client.publish(createAuthor().sign({}))).toEqual([])
    expect(await client.stats()).toBeNull()
  })

  it('delivers the same events as the plain pool would', async () => {
    const author = createAuthor()
    const notes = [1, 2, 3].map((i) => author.sign({ content: `n${i}`, created_at: 1_700_000_000 + i }))
    const client = pool([relay.url])
    for (const note of notes) await client.publish(note)
    expect((await client.query([{ authors: [author.pubkey] }])).map(plain)).toEqual([...notes].reverse())
  })
})
