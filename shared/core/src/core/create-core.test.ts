import 'fake-indexeddb/auto'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppEvent } from '../bus/app-event'
import { createMemoryStorage } from '../policies/storage'
import type { RelayStatus } from '../relay/connection/connection-types'
import { NodeWebSocket, createAuthor, plain, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { getCore, hasCore, setCore } from './core-singleton'
import { createCore, type Core, type CoreOptions } from './create-core'
import { createRelayPool } from '../relay/pool/relay-pool'

let relayA: TestRelay
let relayB: TestRelay
const cores: Core[] = []
let dbCounter = 0

beforeAll(async () => {
  ;[relayA, relayB] = await Promise.all([startTestRelay(), startTestRelay()])
})
afterEach(() => cores.splice(0).forEach((core) => core.dispose()))
afterAll(async () => {
  await Promise.all([relayA.close(), relayB.close()])
})

function core(relays: string[], opts: CoreOptions = {}): Core {
  const created = createCore(
    { remotes: { feed: 'http://localhost:3001/remoteEntry.js' }, relays },
    { storage: createMemoryStorage(), WebSocketImpl: NodeWebSocket, mainThreadPool: createRelayPool, dbName: `core-${++dbCounter}-${Date.now()}`, ...opts },
  )
  cores.push(created)
  return created
}

const urlsOf = (statuses: RelayStatus[]) => statuses.map((status) => status.url)
const poolUrls = (c: Core, expected: string[]) =>
  firstValueFrom(c.pool.status$.pipe(filter((list) => urlsOf(list).join() === expected.join())))

describe('createCore', () => {
  it("refuses the 'main' transport without an injected pool, naming the option", () => {
    expect(() => createCore({ remotes: {}, relays: [] }, { storage: createMemoryStorage(), transport: 'main' })).toThrow(/mainThreadPool/)
  })

  it('seeds the relay list from config and the pool follows toggles and additions at once', async () => {
    const c = core([relayA.url])
    const a = `${relayA.url}/`
    const b = `${relayB.url}/`
    const announced: AppEvent[] = []
    c.bus.on('relays:changed').subscribe((event) => announced.push(event))
    await poolUrls(c, [a])

    c.relays.add(relayB.url)
    await poolUrls(c, [a, b])
    c.relays.toggle(a)
    await poolUrls(c, [b])
    expect(announced).toEqual([
      { type: 'relays:changed', urls: [a, b] },
      { type: 'relays:changed', urls: [b] },
    ])
  })

  it('restores the persisted relay list from storage instead of the config defaults', async () => {
    const storage = createMemoryStorage()
    const first = core([relayA.url], { storage })
    first.relays.toggle(`${relayA.url}/`)
    first.relays.add(relayB.url)
    const second = core([relayA.url], { storage })
    expect(second.relays.get()).toEqual(first.relays.get())
    await poolUrls(second, [`${relayB.url}/`])
  })

  it('fetches an event by id from relays, then from the local database', async () => {
    const note = createAuthor().sign({ content: 'fetch me' })
    const dbName = `core-get-${Date.now()}`
    const storage = createMemoryStorage() // the next visit's core has the same localStorage and IndexedDB
    const c = core([relayA.url], { dbName, storage })
    await c.pool.publish(note)
    expect(plain((await c.getEvent(note.id))!)).toEqual(note)
    expect(await c.getEvent('not-an-id')).toBeNull()
    expect(await c.getEvent('f'.repeat(64))).toBeNull()

    await expect.poll(() => c.db.use((db) => db.events.get(note.id), undefined)).toMatchObject({ id: note.id, content: 'fetch me' })
    const offline = core([], { dbName, storage })
    expect(await offline.getEvent(note.id)).toMatchObject({ id: note.id, content: 'fetch me' })
  }, 30_000)

  it('fetches an event the configured relays lack from the relays a link names (ws/wss hints only)', async () => {
    const note = createAuthor().sign({ content: 'only on relay B' })
    await core([relayB.url]).pool.publish(note)
    const c = core([relayA.url])
    expect(await c.getEvent(note.id, ['https://not-a-relay.example'])).toBeNull()
    expect(plain((await c.getEvent(note.id, [relayB.url]))!)).toEqual(note)
  }, 30_000)

  it('builds timelines on the pool', async () => {
    const author = createAuthor()
    const c = core([relayA.url])
    await c.pool.publish(author.sign({ content: 'a ripe banana smoothie' }))
    await c.pool.publish(author.sign({ content: 'apples only' }))

    const timeline = c.timeline({ kinds: [1], authors: [author.pubkey] })
    await timeline.loadMore()
    expect(await firstValueFrom(timeline.items$)).toHaveLength(2)
  })

  it('loads profiles through the pool', async () => {
    const author = createAuthor()
    const c = core([relayA.url])
    await c.pool.publish(author.sign({ kind: 0, content: JSON.stringify({ name: 'dora' }) }))
    const profile = await firstValueFrom(c.profiles.profile$(author.pubkey).pipe(filter(Boolean)))
    expect(profile.name).toBe('dora')
  })

  it('closes the pool on dispose', async () => {
    const c = core([relayA.url])
    c.dispose()
    expect(await firstValueFrom(c.pool.status$, { defaultValue: 'completed' })).toBe('completed')
  })
})

describe('core singleton', () => {
  it('throws before setCore and returns the shared core after', () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('@app/core/instance')]
    expect(hasCore()).toBe(false)
    expect(() => getCore()).toThrow('Core not initialised')
    const c = core([])
    setCore(c)
    expect(getCore()).toBe(c)
    expect(hasCore()).toBe(true)
  })
})

describe('createCore outbox wiring', () => {
  it("finds an author's notes on the relay their relay list names, and connects the signed-in user's own relays", async () => {
    const author = createAuthor()
    const a = `${relayA.url}/`
    const b = `${relayB.url}/`
    // The author's relay list (on the default relay A) names relay B, where their only note is.
    const writer = core([relayA.url, relayB.url])
    await writer.pool.publish(author.sign({ kind: 10002, content: '', tags: [['r', b]] }), { relays: [a] })
    const onlyOnB = author.sign({ content: 'only on relay B' })
    await writer.pool.publish(onlyOnB, { relays: [b] })

    const reader = core([relayA.url], { graphCrawl: false })
    const timeline = reader.timeline({ kinds: [1], authors: [author.pubkey] })
    await timeline.loadMore()
    expect((await firstValueFrom(timeline.items$)).map((event) => event.id)).toEqual([onlyOnB.id])

    reader.user.update({ publicKey: author.pubkey })
    await poolUrls(reader, [a, b])
    reader.user.update({ autoConnectUserRelays: false })
    await poolUrls(reader, [a])
  }, 30_000)
})
