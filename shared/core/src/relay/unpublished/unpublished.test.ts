import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../../db/app-database'
import { createDatabaseHandle, type DatabaseHandle } from '../../db/database-handle'
import { systemClock } from '../../policies/clock'
import { createManualClock } from '../../test-support/manual-clock'
import { NodeWebSocket, createAuthor, startTestRelay, waitFor, type TestRelay } from '../../test-support/test-relay'
import type { RelayPool } from '../pool/pool-types'
import { createRelayPool, type RelayPoolOptions } from '../pool/relay-pool'
import { createUnpublishedStore } from './unpublished-store'

const cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const dispose of cleanup.splice(0).reverse()) await dispose()
})

let dbCounter = 0
const freshName = () => `unpublished-${++dbCounter}-${Date.now()}`

function database(name: string): DatabaseHandle {
  const handle = createDatabaseHandle(async () => createDatabase(name))
  cleanup.push(() => handle.close())
  return handle
}

function pool(opts: RelayPoolOptions): RelayPool {
  const created = createRelayPool({ WebSocketImpl: NodeWebSocket, ...opts })
  cleanup.push(() => created.close())
  return created
}

async function relayOn(port?: number): Promise<TestRelay> {
  const relay = await startTestRelay({ port })
  cleanup.push(() => relay.close())
  return relay
}

async function onRelay(url: string, id: string): Promise<boolean> {
  const reader = pool({ relays: [url] })
  return (await reader.query([{ ids: [id] }])).length === 1
}

const rows = (db: DatabaseHandle) => db.use((tables) => tables.unpublishedEvents.toArray(), [])

describe('unpublished events', () => {
  it('keeps an event no relay accepted, and delivers it when the killed relay restarts on the same port', async () => {
    const first = await relayOn()
    const db = database(freshName())
    const clock = createManualClock()
    const client = pool({ relays: [first.url], db, clock })
    await waitFor(() => statusOf(client) === 'connected')
    await first.close()
    await waitFor(() => statusOf(client) === 'flapping') // dropped right after opening

    const note = createAuthor().sign({ content: 'written offline' })
    const [result] = await client.publish(note)
    expect(result).toMatchObject({ ok: false, message: `Relay ${first.url}/ disconnected` })
    expect((await rows(db)).map((row) => row.id)).toEqual([note.id])

    await relayOn(first.port)
    clock.runNext() // the backoff timer (1000 ms): reconnect
    await waitFor(() => statusOf(client) === 'connected')
    await waitForAsync(async () => (await rows(db)).length === 0)
    expect(await onRelay(first.url, note.id)).toBe(true)
  })

  it('survives a reload: a new pool over the same database re-sends it', async () => {
    const relay = await relayOn()
    const port = relay.port
    await relay.close()
    const name = freshName()
    const note = createAuthor().sign({ content: 'before reload' })
    const before = pool({ relays: [`ws://127.0.0.1:${port}`], db: database(name), clock: createManualClock() })
    await before.publish(note)
    before.close()

    await relayOn(port)
    const db = database(name)
    pool({ relays: [`ws://127.0.0.1:${port}`], db, clock: systemClock })
    await waitForAsync(async () => (await rows(db)).length === 0)
    expect(await onRelay(`ws://127.0.0.1:${port}`, note.id)).toBe(true)
  })

  it('does not keep an event a relay refused for good', async () => {
    const relay = await relayOn()
    const db = database(freshName())
    const forged = { ...createAuthor().sign({ content: 'real' }), content: 'forged' }
    const [result] = await pool({ relays: [relay.url], db }).publish(forged)
    expect(result.ok).toBe(false)
    expect(await rows(db)).toEqual([])
  })

  it('caps the table at the newest entries', async () => {
    const db = database(freshName())
    const clock = createManualClock()
    const store = createUnpublishedStore(db, clock, 3)
    const author = createAuthor()
    const events = [1, 2, 3, 4, 5].map((n) => author.sign({ content: `n${n}`, created_at: 1_700_000_000 + n }))
    for (const event of events) {
      clock.advance(1)
      await store.add(event, [])
    }
    expect((await store.list()).map((row) => row.event.content)).toEqual(['n3', 'n4', 'n5'])
  })
})

function statusOf(client: RelayPool): string | undefined {
  let state: string | undefined
  client.status$.subscribe((list) => (state = list[0]?.state)).unsubscribe()
  return state
}

async function waitForAsync(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waitForAsync timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
