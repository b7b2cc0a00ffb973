import 'fake-indexeddb/auto'
import { finalizeEvent } from 'nostr-tools/pure'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../db/app-database'
import { createDatabaseHandle } from '../../db/database-handle'
import { createManualClock } from '../../test-support/manual-clock'
import { NodeWebSocket, createAuthor, spyingWebSocket, startTestRelay, waitFor, type TestRelay } from '../../test-support/test-relay'
import type { RelayStatus } from '../connection/connection-types'
import { createManualEnvironment } from '../environment/relay-environment'
import type { RelayPool } from './pool-types'
import { createRelayPool, type RelayPoolOptions } from './relay-pool'

let relayA: TestRelay
let relayB: TestRelay
const cleanup: Array<() => unknown> = []
const author = createAuthor()
const note = author.sign({ content: 'on both', created_at: 1_700_000_000 })

beforeAll(async () => {
  ;[relayA, relayB] = await Promise.all([startTestRelay(), startTestRelay()])
  const seeder = createRelayPool({ relays: [relayA.url, relayB.url], WebSocketImpl: NodeWebSocket })
  await seeder.publish(note)
  seeder.close()
})
afterEach(async () => {
  for (const dispose of cleanup.splice(0).reverse()) await dispose()
})
afterAll(async () => {
  await Promise.all([relayA.close(), relayB.close()])
})

function pool(opts: RelayPoolOptions): RelayPool {
  const created = createRelayPool({ WebSocketImpl: NodeWebSocket, ...opts })
  cleanup.push(() => created.close())
  return created
}

function latest(client: RelayPool): RelayStatus[] {
  let value: RelayStatus[] = []
  client.status$.subscribe((list) => (value = list)).unsubscribe()
  return value
}

describe('blocked (disabled) relays', () => {
  it('are removed from the pool and never connected, not even through explicit relays', async () => {
    const sent: string[] = []
    const client = pool({ relays: [relayA.url, relayB.url], blockedRelays: [relayB.url], WebSocketImpl: spyingWebSocket(sent) })
    expect(latest(client).map((status) => status.url)).toEqual([`${relayA.url}/`])
    expect(await client.query([{ ids: [note.id] }], { relays: [relayB.url] })).toEqual([])
    client.setBlockedRelays([relayA.url])
    expect(latest(client)).toEqual([])
    client.setRelays([relayA.url, relayB.url])
    expect(latest(client).map((status) => status.url)).toEqual([`${relayB.url}/`])
  })
})

describe('eventRelays', () => {
  it('remembers every relay an event came from, and persists them to the eventRelays table', async () => {
    const db = createDatabaseHandle(async () => createDatabase(`event-relays-${Date.now()}`))
    cleanup.push(() => db.close())
    const client = pool({ relays: [relayA.url, relayB.url], db })
    await client.query([{ authors: [author.pubkey] }])
    expect(client.eventRelays(note.id).sort()).toEqual([`${relayA.url}/`, `${relayB.url}/`].sort())
    expect(client.eventRelays('f'.repeat(64))).toEqual([])
    await expect
      .poll(() => db.use((tables) => tables.eventRelays.where('eventId').equals(note.id).count(), 0), { timeout: 5000 })
      .toBe(2)
  })
})

describe('reconnect signals', () => {
  it('reconnects a relay below connected when the network comes back or the app returns to the foreground', async () => {
    const relay = await startTestRelay()
    const port = relay.port
    const clock = createManualClock()
    const environment = createManualEnvironment()
    const client = pool({ relays: [relay.url], clock, environment })
    await waitFor(() => latest(client)[0]?.state === 'connected')
    await relay.close()
    await waitFor(() => latest(client)[0]?.state === 'flapping')
    const again = await startTestRelay({ port })
    cleanup.push(() => again.close())
    environment.emit('online') // no timer runs: only the signal reconnects
    await waitFor(() => latest(client)[0]?.state === 'connected')

    await again.close()
    await waitFor(() => latest(client)[0]?.state !== 'connected')
    const third = await startTestRelay({ port })
    cleanup.push(() => third.close())
    environment.emit('foreground')
    await waitFor(() => latest(client)[0]?.state === 'connected')
  })

  it('reopens every socket after the machine slept (a sleep check more than 15 s late)', async () => {
    const manual = createManualClock()
    let slept = 0
    const clock = { ...manual, now: () => manual.now() + slept }
    const states: string[] = []
    const client = pool({ relays: [relayA.url], clock })
    client.status$.subscribe((list) => list[0] && states.push(list[0].state))
    await waitFor(() => states.at(-1) === 'connected')
    slept = 60_000
    manual.advance(10_000)
    await waitFor(() => states.filter((state) => state === 'connected').length === 2)
    expect(states).toEqual(['connecting', 'connected', 'disconnected', 'connecting', 'connected'])
  })
})

describe('batchedQuery', () => {
  it('merges id lookups issued together into one REQ and routes each event to its caller', async () => {
    const other = author.sign({ content: 'second', created_at: 1_700_000_100 })
    await pool({ relays: [relayA.url] }).publish(other)
    const sent: string[] = []
    const client = pool({ relays: [relayA.url], WebSocketImpl: spyingWebSocket(sent) })
    const missing = 'e'.repeat(64)
    const [first, second, none, again] = await Promise.all([
      client.batchedQuery({ ids: [note.id] }),
      client.batchedQuery({ ids: [other.id] }),
      client.batchedQuery({ ids: [missing] }),
      client.batchedQuery({ ids: [note.id] }),
    ])
    expect([first, second, none, again].map((events) => events.map((event) => event.id))).toEqual([[note.id], [other.id], [], [note.id]])
    const reqs = sent.filter((frame) => frame.startsWith('["REQ"')).map((frame) => JSON.parse(frame)[2])
    expect(reqs).toHaveLength(1)
    expect(new Set(reqs[0].ids)).toEqual(new Set([note.id, other.id, missing]))
  })

  it('runs a filter with more than 10 entries on its own, and rejects only the invalid caller', async () => {
    const sent: string[] = []
    const client = pool({ relays: [relayA.url], WebSocketImpl: spyingWebSocket(sent) })
    const many = [note.id, ...Array.from({ length: 10 }, (_, n) => n.toString(16).repeat(64))]
    const [big, small, bad] = await Promise.allSettled([
      client.batchedQuery({ ids: many }),
      client.batchedQuery({ authors: [author.pubkey], kinds: [1] }),
      client.batchedQuery({ ids: ['npub1nope'] }),
    ])
    expect(big).toMatchObject({ status: 'fulfilled', value: [expect.objectContaining({ id: note.id })] })
    expect(small.status).toBe('fulfilled')
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('Invalid filter: ids values must be 64-character hex') })
    const reqs = sent.filter((frame) => frame.startsWith('["REQ"')).map((frame) => JSON.parse(frame)[2])
    expect(reqs).toContainEqual({ ids: many })
    expect(reqs).toHaveLength(2)
  })
})

describe('NIP-42 through the pool', () => {
  it('authenticates with the injected signer and gets the DMs the relay restricts', async () => {
    const { startRelay } = (await import(/* @vite-ignore */ new URL('../../../../../scripts/relay/server.mjs', import.meta.url).href)) as {
      startRelay(opts: object): Promise<{ url: string; close(): Promise<void> }>
    }
    const relay = await startRelay({ port: 0, dbPath: ':memory:', seed: false, auth: true, log: () => {} })
    cleanup.push(() => relay.close())
    const me = createAuthor()
    const dm = createAuthor().sign({ kind: 4, content: 'secret?iv=x', tags: [['p', me.pubkey]] })
    expect((await pool({ relays: [relay.url] }).publish(dm))[0].ok).toBe(true)
    expect(await pool({ relays: [relay.url] }).query([{ kinds: [4], '#p': [me.pubkey] }])).toEqual([])
    const client = pool({ relays: [relay.url], authSigner: async (template) => finalizeEvent(template, me.secretKey) })
    const events = await client.query([{ kinds: [4], '#p': [me.pubkey] }])
    expect(events.map((event) => event.id)).toEqual([dm.id])
    expect(latest(client)[0].state).toBe('authenticated')
  })
})
