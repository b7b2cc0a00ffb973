import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle, type DatabaseHandle } from '../db/database-handle'
import type { NostrEvent } from '../nostr-types'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { createEventStore, type EventStore } from './event-store'

const cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const dispose of cleanup.splice(0).reverse()) await dispose()
})
let counter = 0

function database(name = `events-${++counter}-${Date.now()}`): DatabaseHandle {
  const handle = createDatabaseHandle(async () => createDatabase(name))
  cleanup.push(() => handle.close())
  return handle
}

function store(db: DatabaseHandle, opts: Parameters<typeof createEventStore>[1] = {}): EventStore {
  const created = createEventStore(db, { page: new EventTarget(), ...opts })
  cleanup.push(() => created.dispose())
  return created
}

const alice = createAuthor()
const bob = createAuthor()
const base = 1_700_000_000
const ids = (events: NostrEvent[]) => events.map((event) => event.id)

describe('event store', () => {
  it('answers filters by ids, authors, kinds, tags, since/until and limit, newest first', async () => {
    const db = database()
    const events = store(db)
    const root = alice.sign({ content: 'root', created_at: base })
    const reply = bob.sign({ content: 'reply', created_at: base + 10, tags: [['e', root.id], ['p', alice.pubkey], ['t', 'nostr']] })
    const reaction = bob.sign({ kind: 7, content: '+', created_at: base + 20, tags: [['e', root.id]] })
    const later = alice.sign({ content: 'later', created_at: base + 30, tags: [['t', 'cats']] })
    for (const event of [root, reply, reaction, later]) events.save(event, 'ws://a/')
    await events.flush()

    expect(ids(await events.query({ ids: [root.id, later.id] }))).toEqual([later.id, root.id])
    expect(ids(await events.query({ authors: [alice.pubkey] }))).toEqual([later.id, root.id])
    expect(ids(await events.query({ kinds: [1] }))).toEqual([later.id, reply.id, root.id])
    expect(ids(await events.query({ '#e': [root.id] }))).toEqual([reaction.id, reply.id])
    expect(ids(await events.query({ '#e': [root.id], kinds: [1] }))).toEqual([reply.id])
    expect(ids(await events.query({ '#p': [alice.pubkey] }))).toEqual([reply.id])
    expect(ids(await events.query({ '#t': ['cats', 'nostr'] }))).toEqual([later.id, reply.id])
    expect(ids(await events.query({ kinds: [1], since: base + 5, until: base + 30, limit: 1 }))).toEqual([later.id])
    expect(ids(await events.query({ kinds: [1], until: base + 10 }))).toEqual([reply.id, root.id])
    expect(await db.use((d) => d.eventRelays.where('eventId').equals(root.id).toArray(), [])).toEqual([
      { eventId: root.id, relay: 'ws://a/' },
    ])
  })

  it('serves buffered events before they are written and writes them only at the 10 s flush', async () => {
    const clock = createManualClock()
    const db = database()
    const events = store(db, { clock })
    const note = alice.sign({ content: 'buffered', created_at: base })
    events.save(note)
    expect(await events.get(note.id)).toEqual(note)
    expect(ids(await events.query({ authors: [alice.pubkey] }))).toEqual([note.id])
    expect(await db.use((d) => d.events.count(), -1)).toBe(0)
    expect(clock.pendingDelays()).toContain(10_000)
    clock.advance(10_000)
    await expect.poll(() => db.use((d) => d.events.get(note.id), undefined)).toEqual(note)
  })

  it('flushes on pagehide', async () => {
    const page = new EventTarget()
    const db = database()
    const events = store(db, { page })
    const note = alice.sign({ content: 'leaving', created_at: base })
    events.save(note)
    page.dispatchEvent(new Event('pagehide'))
    await expect.poll(() => db.use((d) => d.events.get(note.id), undefined)).toEqual(note)
  })

  it('indexes at most 10 tags per event', async () => {
    const db = database()
    const events = store(db)
    const tags = Array.from({ length: 15 }, (_, index) => ['t', `topic${index}`])
    const note = alice.sign({ content: 'many tags', created_at: base, tags })
    events.save(note)
    await events.flush()
    expect(await db.use((d) => d.eventTags.where('eventId').equals(note.id).count(), -1)).toBe(10)
  })

  it('evicts the oldest events beyond the cap, with their tags', async () => {
    const db = database()
    const events = store(db, { caps: { events: 3 } })
    const notes = Array.from({ length: 5 }, (_, index) =>
      alice.sign({ content: `n${index}`, created_at: base + index, tags: [['t', 'x']] }),
    )
    notes.forEach((note) => events.save(note))
    await events.flush()
    expect(ids(await events.query({ authors: [alice.pubkey] }))).toEqual(ids(notes.slice(2).reverse()))
    expect(await db.use((d) => d.eventTags.count(), -1)).toBe(3)
  })

  it('ignores expired events and deletes stored ones that expired, in one batch after 5 s', async () => {
    const clock = createManualClock(base * 1000)
    const db = database()
    const events = store(db, { clock })
    const expired = alice.sign({ content: 'gone', created_at: base - 100, tags: [['expiration', String(base - 1)]] })
    const soon = alice.sign({ content: 'soon', created_at: base - 50, tags: [['expiration', String(base + 60)]] })
    events.save(expired)
    events.save(soon)
    await events.flush()
    expect(ids(await events.query({ authors: [alice.pubkey] }))).toEqual([soon.id])

    clock.advance(61_000)
    expect(await events.query({ authors: [alice.pubkey] })).toEqual([])
    expect(await db.use((d) => d.events.count(), -1)).toBe(1)
    clock.advance(5000)
    await expect.poll(() => db.use((d) => d.events.count(), -1)).toBe(0)
    expect(await db.use((d) => d.eventTags.count(), -1)).toBe(0)
  })

  it('finds expired events already in the database on first query', async () => {
    const clock = createManualClock(base * 1000)
    const name = `expiry-${Date.now()}`
    const note = alice.sign({ content: 'old', created_at: base - 100, tags: [['expiration', String(base + 10)]] })
    const first = store(database(name), { clock })
    first.save(note)
    await first.flush()

    clock.advance(20_000)
    const db = database(name)
    const second = store(db, { clock })
    await second.query({ kinds: [0] })
    await expect.poll(() => clock.pendingDelays().includes(5000)).toBe(true)
    clock.advance(5000)
    await expect.poll(() => db.use((d) => d.events.count(), -1)).toBe(0)
  })
})
