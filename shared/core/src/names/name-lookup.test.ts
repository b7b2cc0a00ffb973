import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lazyDatabase } from '../db/database-handle'
import { createManualClock } from '../test-support/manual-clock'
import { waitFor } from '../test-support/test-relay'
import { createNameLookup, NAME_LOOKUP_TTL_MS } from './name-lookup'
import { nip05DocumentUrl, parseNip05Address } from './nip05-address'
import { startLocalHttpServer, type LocalHttpServer } from './testing/local-http-server'

const pubkeyOf = (name: string) => name.padEnd(64, '0').replace(/[^0-9a-f]/g, 'a').slice(0, 64)
const held: Array<() => void> = []
let holding = false
let server: LocalHttpServer

beforeAll(async () => {
  server = await startLocalHttpServer(async (url) => {
    if (url.pathname !== '/.well-known/nostr.json') return { status: 404, body: 'Not Found' }
    if (holding) await new Promise<void>((resolve) => held.push(resolve))
    const name = url.searchParams.get('name') ?? ''
    if (name === 'nobody') return { status: 200, body: { names: {} } }
    const pubkey = pubkeyOf(name)
    return { status: 200, body: { names: { [name]: pubkey }, relays: { [pubkey]: ['wss://relay.example.com'] } } }
  })
})
afterAll(() => server.close())

const requestsFor = (name: string) => server.seen.filter((request) => request.path.endsWith(`name=${name}`)).length

describe('parseNip05Address', () => {
  it('reads name@domain and bare domains, and uses https except for the local machine', () => {
    expect(parseNip05Address('Bob@Example.com')).toEqual({ local: 'bob', domain: 'example.com' })
    expect(parseNip05Address('example.com')).toEqual({ local: '_', domain: 'example.com' })
    expect(parseNip05Address('bob')).toBeUndefined()
    expect(parseNip05Address('b b@x.com')).toBeUndefined()
    expect(nip05DocumentUrl({ local: 'bob', domain: 'example.com' })).toBe('https://example.com/.well-known/nostr.json?name=bob')
    expect(nip05DocumentUrl({ local: 'bob', domain: 'localhost:8080' })).toBe('http://localhost:8080/.well-known/nostr.json?name=bob')
  })
})

describe('createNameLookup against a local nostr.json server', () => {
  it('resolves name@domain to the pubkey and its relays, and verifies it', async () => {
    const names = createNameLookup()
    expect(await names.lookup(`alice@${server.host}`)).toEqual({
      pubkey: pubkeyOf('alice'),
      relays: ['wss://relay.example.com/'],
    })
    expect(await names.verify(pubkeyOf('alice'), `alice@${server.host}`)).toBe(true)
    expect(await names.verify(pubkeyOf('mallory'), `alice@${server.host}`)).toBe(false)
    expect(await names.lookup(`nobody@${server.host}`)).toBeNull()
  })

  it('retries a plain name on the product username domain', async () => {
    const names = createNameLookup({ productDomain: server.host })
    expect((await names.lookup('carol'))?.pubkey).toBe(pubkeyOf('carol'))
    expect(await createNameLookup().lookup('carol')).toBeNull()
  })

  it('runs at most 10 lookups at once over 30 names', async () => {
    const names = createNameLookup()
    holding = true
    const all = Promise.all(Array.from({ length: 30 }, (_, i) => names.lookup(`queued${i}@${server.host}`)))
    for (let round = 0; round < 3; round++) {
      await waitFor(() => held.length === 10)
      held.splice(0).forEach((release) => release())
    }
    holding = false
    const found = await all
    expect(found.every((pointer) => pointer !== null)).toBe(true)
    expect(server.maxInFlight()).toBe(10)
  })

  it('answers from the cache without refetching, and refetches after 3600 s of the clock', async () => {
    const clock = createManualClock()
    const names = createNameLookup({ clock })
    await names.lookup(`dave@${server.host}`)
    await names.lookup(`DAVE@${server.host}`)
    expect(requestsFor('dave')).toBe(1)
    clock.advance(NAME_LOOKUP_TTL_MS - 1)
    await names.lookup(`dave@${server.host}`)
    expect(requestsFor('dave')).toBe(1)
    clock.advance(1)
    await names.lookup(`dave@${server.host}`)
    expect(requestsFor('dave')).toBe(2)
  })

  it('keeps results in the nip05 table across instances', async () => {
    const clock = createManualClock()
    const db = lazyDatabase(`names-${Date.now()}`)
    await createNameLookup({ db, clock }).lookup(`erin@${server.host}`)
    const again = await createNameLookup({ db, clock }).lookup(`erin@${server.host}`)
    expect(again?.pubkey).toBe(pubkeyOf('erin'))
    expect(requestsFor('erin')).toBe(1)
    expect(await db.use((d) => d.nip05.get(`erin@${server.host}`), undefined)).toMatchObject({ pubkey: pubkeyOf('erin') })
    db.close()
  })
})
