import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { withEventCache } from '../caches/cached-pool'
import { createEventStore } from '../caches/event-store'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle } from '../db/database-handle'
import { createRelayPool } from '../relay/pool/relay-pool'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createLinkHints } from './link-hints'

let relayA: TestRelay
let relayB: TestRelay
const cleanup: Array<() => unknown> = []
beforeAll(async () => {
  ;[relayA, relayB] = await Promise.all([startTestRelay(), startTestRelay()])
})
afterEach(async () => {
  for (const dispose of cleanup.splice(0).reverse()) await dispose()
})
afterAll(() => Promise.all([relayA.close(), relayB.close()]))

/** A pool on the given relays with the event cache and database the core gives it. */
function setup(relays: string[], name = `link-hints-${Date.now()}-${Math.random()}`) {
  const db = createDatabaseHandle(async () => createDatabase(name))
  const events = createEventStore(db, { page: new EventTarget() })
  const pool = createRelayPool({ relays, WebSocketImpl: NodeWebSocket })
  cleanup.push(() => db.close(), () => events.dispose(), () => pool.close())
  return { db, events, pool, cached: withEventCache(pool, events), hints: createLinkHints({ pool, events, db }) }
}

describe('createLinkHints', () => {
  it('names the relays an event was seen on, at most two', async () => {
    const note = createAuthor().sign({ content: 'seen twice' })
    const { pool, cached, hints } = setup([relayA.url, relayB.url])
    await pool.publish(note)
    // By author (not by id, which a single answer fills): the query waits for both relays.
    await cached.query([{ authors: [note.pubkey] }])
    await expect.poll(async () => (await hints.forEvent(note)).sort()).toEqual([`${relayA.url}/`, `${relayB.url}/`].sort())
  })

  it('remembers where an event was seen across a restart (the eventRelays table)', async () => {
    const note = createAuthor().sign({ content: 'seen before' })
    const name = `link-hints-restart-${Date.now()}`
    const first = setup([relayB.url], name)
    await first.pool.publish(note)
    await first.cached.query([{ ids: [note.id] }])
    await first.events.flush()
    const second = setup([], name)
    expect(await second.hints.forEvent(note)).toEqual([`${relayB.url}/`])
  })

  it("falls back to the author's NIP-65 write relays, and names none when nothing is known", async () => {
    const author = createAuthor()
    const relayList = author.sign({ kind: 10002, tags: [['r', 'wss://write.example'], ['r', 'wss://read.example', 'read'], ['r', relayB.url, 'write']] })
    const unseen = author.sign({ content: 'never fetched' })
    const { pool, cached, hints } = setup([relayA.url])
    expect(await hints.forEvent(unseen)).toEqual([])
    await pool.publish(relayList)
    await cached.query([{ kinds: [10002], authors: [author.pubkey] }])
    expect(await hints.forEvent(unseen)).toEqual(['wss://write.example/', `${relayB.url}/`])
  })

  it("names where a profile's kind 0 was seen, else the user's write relays", async () => {
    const author = createAuthor()
    const { pool, cached, hints } = setup([relayB.url])
    await pool.publish(author.sign({ kind: 10002, tags: [['r', 'wss://write.example', 'write']] }))
    await cached.query([{ kinds: [10002], authors: [author.pubkey] }])
    expect(await hints.forProfile(author.pubkey)).toEqual(['wss://write.example/'])
    await pool.publish(author.sign({ kind: 0, content: JSON.stringify({ name: 'Hinted' }) }))
    await cached.query([{ kinds: [0], authors: [author.pubkey] }])
    expect(await hints.forProfile(author.pubkey)).toEqual([`${relayB.url}/`])
  })
})
