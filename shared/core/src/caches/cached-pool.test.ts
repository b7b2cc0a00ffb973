import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle } from '../db/database-handle'
import { getEvent } from '../events/get-event'
import { createRelayPool } from '../relay/pool/relay-pool'
import { NodeWebSocket, createAuthor, plain, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { withEventCache } from './cached-pool'
import { createEventStore } from './event-store'

let relay: TestRelay
const cleanup: Array<() => unknown> = []
beforeAll(async () => {
  relay = await startTestRelay()
})
afterEach(async () => {
  for (const dispose of cleanup.splice(0).reverse()) await dispose()
})
afterAll(() => relay.close())

function setup(name = `cached-pool-${Date.now()}-${Math.random()}`) {
  const db = createDatabaseHandle(async () => createDatabase(name))
  const store = createEventStore(db, { page: new EventTarget() })
  const pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  cleanup.push(() => db.close(), () => store.dispose(), () => pool.close())
  return { db, store, pool }
}

describe('withEventCache', () => {
  it('saves what the pool delivers, with the relay it came from', async () => {
    const author = createAuthor()
    const note = author.sign({ content: 'seen on the wire', tags: [['t', 'wire']] })
    const { db, store, pool } = setup()
    await pool.publish(note)
    const cached = withEventCache(pool, store)
    expect((await cached.query([{ authors: [author.pubkey] }])).map(plain)).toEqual([note])
    await store.flush()
    expect((await store.query({ '#t': ['wire'] })).map(plain)).toEqual([note])
    expect(await db.use((d) => d.eventRelays.where('eventId').equals(note.id).toArray(), [])).toEqual([
      { eventId: note.id, relay: `${relay.url}/` },
    ])
  })

  it('keeps what it publishes, even when no relay takes it', async () => {
    const note = createAuthor().sign({ content: 'written offline', tags: [['t', 'offline']] })
    const { store } = setup()
    const offline = createRelayPool({ relays: ['ws://127.0.0.1:9/'], WebSocketImpl: NodeWebSocket })
    cleanup.push(() => offline.close())
    await withEventCache(offline, store).publish(note, { timeoutMs: 200 })
    await store.flush()
    expect((await store.query({ '#t': ['offline'] })).map(plain)).toEqual([note])
  })
})

describe('getEvent through the event store', () => {
  it('fetches from the relay once, then answers from the cache across a restart', async () => {
    const note = createAuthor().sign({ content: 'open me' })
    const name = `get-event-${Date.now()}`
    const first = setup(name)
    await first.pool.publish(note)
    expect(plain((await getEvent(first.pool, first.db, note.id, first.store))!)).toEqual(note)

    const offline = { query: async () => [] }
    const second = setup(name)
    await expect.poll(() => getEvent(offline, second.db, note.id, second.store)).toMatchObject({ id: note.id })
  })
})
