import 'fake-indexeddb/auto'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle, type DatabaseHandle } from '../db/database-handle'
import type { RelayPool } from '../relay/pool/pool-types'
import { createRelayPool } from '../relay/pool/relay-pool'
import { NodeWebSocket, createAuthor, spyingWebSocket, startTestRelay, waitFor, type TestRelay } from '../test-support/test-relay'
import type { Profile } from './profile'
import { createProfileStore } from './profile-store'
import { createWriteBuffer } from '../db/write-buffer'

let relayA: TestRelay
let relayB: TestRelay
const cleanup: Array<() => void> = []
let dbCounter = 0

beforeAll(async () => {
  ;[relayA, relayB] = await Promise.all([startTestRelay(), startTestRelay()])
})
afterEach(() => cleanup.splice(0).forEach((dispose) => dispose()))
afterAll(async () => {
  await Promise.all([relayA.close(), relayB.close()])
})

function pool(relays: string[], sent?: string[]): RelayPool {
  const created = createRelayPool({ relays, WebSocketImpl: sent ? spyingWebSocket(sent) : NodeWebSocket })
  cleanup.push(() => created.close())
  return created
}

function database(name = `profiles-${++dbCounter}-${Date.now()}`): DatabaseHandle {
  const handle = createDatabaseHandle(async () => createDatabase(name))
  cleanup.push(() => handle.close())
  return handle
}

function store(relays: string[], opts: { sent?: string[]; db?: DatabaseHandle } = {}) {
  const created = createProfileStore({ pool: pool(relays, opts.sent), db: opts.db })
  cleanup.push(() => created.dispose())
  return created
}

async function publishProfile(relay: TestRelay, content: unknown, created_at = 1_700_000_000, author = createAuthor()) {
  const event = author.sign({ kind: 0, content: JSON.stringify(content), created_at })
  const [result] = await pool([relay.url]).publish(event)
  expect(result.ok).toBe(true)
  return author
}

const loaded = (source: ReturnType<ReturnType<typeof store>['profile$']>) =>
  firstValueFrom(source.pipe(filter((profile): profile is Profile => profile !== undefined)))

const kind0Reqs = (sent: string[]) =>
  sent.map((frame) => JSON.parse(frame)).filter((frame) => frame[0] === 'REQ' && frame[2]?.kinds?.[0] === 0)

describe('profile store', () => {
  it('merges profile$ calls within the batch window into one REQ', async () => {
    const alice = await publishProfile(relayA, { name: 'alice' })
    const bob = await publishProfile(relayA, { name: 'bob' })
    const sent: string[] = []
    const profiles = store([relayA.url], { sent })
    const aliceProfile = loaded(profiles.profile$(alice.pubkey))
    profiles.profile$(alice.pubkey)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const bobProfile = loaded(profiles.profile$(bob.pubkey))

    expect((await aliceProfile).name).toBe('alice')
    expect((await bobProfile).name).toBe('bob')
    const reqs = kind0Reqs(sent)
    expect(reqs).toHaveLength(1)
    expect(reqs[0][2]).toEqual({ kinds: [0], authors: [alice.pubkey, bob.pubkey] })
    expect(profiles.get(alice.pubkey)?.name).toBe('alice')
  })

  it('splits large batches into REQs of at most 100 authors', async () => {
    const sent: string[] = []
    const profiles = store([relayA.url], { sent })
    const pubkeys = Array.from({ length: 250 }, () => createAuthor().pubkey)
    pubkeys.forEach((pubkey) => profiles.profile$(pubkey))
    await waitFor(() => kind0Reqs(sent).length === 3)
    expect(kind0Reqs(sent).map((req) => req[2].authors.length)).toEqual([100, 100, 50])
  })

  it('keeps the newest kind 0 across relays', async () => {
    const author = await publishProfile(relayA, { name: 'old name' }, 1_700_000_000)
    await publishProfile(relayB, { name: 'new name' }, 1_700_000_500, author)
    const profiles = store([relayA.url, relayB.url])
    const profile$ = profiles.profile$(author.pubkey)
    await waitFor(() => profiles.get(author.pubkey)?.name === 'new name')
    expect(await loaded(profile$)).toMatchObject({ name: 'new name', created_at: 1_700_000_500 })
  })

  it('caps lengths and ignores non-string fields', async () => {
    const author = await publishProfile(relayA, { name: 'n'.repeat(70), picture: 'p'.repeat(600), about: { x: 1 }, lud16: 5 })
    const profile = await loaded(store([relayA.url]).profile$(author.pubkey))
    expect(profile.name).toHaveLength(50)
    expect(profile.picture).toHaveLength(500)
    expect(profile).not.toHaveProperty('about')
    expect(profile).not.toHaveProperty('lud16')
  })

  it('writes profiles to the database and reads them first on a later cold start', async () => {
    const name = `cold-start-${Date.now()}`
    const author = await publishProfile(relayA, { name: 'cached carol', nip05: 'carol@example.com' })
    const first = store([relayA.url], { db: database(name) })
    await loaded(first.profile$(author.pubkey))
    const db = database(name)
    await expect.poll(() => db.use((d) => d.profiles.get(author.pubkey), undefined)).toMatchObject({ name: 'cached carol' })

    const offline = store([], { db: database(name) })
    expect(await loaded(offline.profile$(author.pubkey))).toMatchObject({ name: 'cached carol', nip05: 'carol@example.com' })
  })

  it('returns undefined for invalid pubkeys without asking relays', async () => {
    const sent: string[] = []
    const profiles = store([relayA.url], { sent })
    expect(await firstValueFrom(profiles.profile$('npub1notahexkey'))).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(kind0Reqs(sent)).toHaveLength(0)
  })

  it('searches known profiles in memory and database, prefix matches first', async () => {
    const db = database()
    await db.use((d) => d.profiles.bulkPut([
      { pubkey: 'a'.repeat(64), name: 'Zed Annabel', created_at: 1 },
      { pubkey: 'b'.repeat(64), display_name: 'ANNA', created_at: 1 },
      { pubkey: 'c'.repeat(64), name: 'other', nip05: 'anna@example.com', created_at: 1 },
      { pubkey: 'd'.repeat(64), name: 'nobody', created_at: 1 },
    ]), undefined)
    const author = await publishProfile(relayA, { name: 'annie' })
    const profiles = store([relayA.url], { db })
    await loaded(profiles.profile$(author.pubkey))

    const names = (list: Profile[]) => list.map((profile) => profile.display_name ?? profile.name)
    expect(names(await profiles.search('  ANN '))).toEqual(['ANNA', 'annie', 'other', 'Zed Annabel'])
    expect(names(await profiles.search('ann', 2))).toEqual(['ANNA', 'annie'])
    expect(names(await profiles.search('e'))).toEqual([])
    expect(await profiles.search('')).toEqual([])
  })

  it('buffers profile writes when given a write buffer, and writes them on flush', async () => {
    const author = await publishProfile(relayA, { name: 'buffered bea' })
    const db = database()
    const writes = createWriteBuffer(db, { page: new EventTarget() })
    const profiles = createProfileStore({ pool: pool([relayA.url]), db, writes })
    cleanup.push(() => profiles.dispose())
    await loaded(profiles.profile$(author.pubkey))
    expect(writes.pending('profiles')).toMatchObject([{ pubkey: author.pubkey, name: 'buffered bea' }])
    expect(await db.use((d) => d.profiles.get(author.pubkey), undefined)).toBeUndefined()
    await writes.dispose()
    expect(await db.use((d) => d.profiles.get(author.pubkey), undefined)).toMatchObject({ name: 'buffered bea' })
  })
})
