import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import * as nip19 from 'nostr-tools/nip19'
import { describe, expect, it } from 'vitest'
import { emptyComposeInput, LISTING_KIND, type ComposeInput } from './compose-types'
import { createComposeService, noteContent, publishedPath } from './compose-service'
import { locationGeotags } from './geohash'
import { buildNoteTags, priceAmount, quoteReference } from './note-tags'
import { validateEvent } from '../test-support/event-schemas'

const alice = generateSecretKey()
const bob = getPublicKey(generateSecretKey())
const carol = getPublicKey(generateSecretKey())
const me = getPublicKey(generateSecretKey())
const note = (tags: string[][] = [], content = 'hi') => finalizeEvent({ kind: 1, created_at: 1, content, tags }, alice)
const input = (patch: Partial<ComposeInput> = {}): ComposeInput => ({ ...emptyComposeInput(), text: 'hello', ...patch })
const NOW = 1_700_000_000
const RELAY = 'wss://relay.example.com/'
/** The tags in an event signed by a test key, and what the community schema of `kind` says about it. */
async function schemaErrors(kind: number, tags: string[][], content = 'hello') {
  return (await validateEvent(finalizeEvent({ kind, created_at: NOW, content, tags }, generateSecretKey()))).errors
}

describe('note tags', () => {
  it('a reply to a top-level note marks it root and tags its author and participants once, not me', () => {
    const parent = note([['p', bob], ['p', me], ['p', bob]])
    const tags = buildNoteTags(input(), { replyTo: parent }, { now: NOW, author: me })
    expect(tags).toEqual([['e', parent.id, '', 'root', parent.pubkey], ['p', parent.pubkey], ['p', bob]])
  })

  it('a reply in a thread keeps the root and marks the parent as reply', () => {
    const parent = note([['e', 'r'.repeat(64), 'wss://relay.example', 'root', carol], ['p', carol]])
    const tags = buildNoteTags(input(), { replyTo: parent }, { now: NOW, author: me })
    expect(tags.slice(0, 2)).toEqual([['e', 'r'.repeat(64), 'wss://relay.example', 'root', carol], ['e', parent.id, '', 'reply', parent.pubkey]])
    expect(tags.filter((tag) => tag[0] === 'p')).toEqual([['p', parent.pubkey], ['p', carol]])
  })

  it('NIP-10 marked e tags carry the relay URL where the parent and the root were seen, and pass the kind 1 schema', async () => {
    const root = 'r'.repeat(64)
    const parent = note([['e', root, '', 'root', carol]])
    const hints = { [parent.id]: [RELAY, 'wss://second.example/'], [root]: ['wss://root.example/'] }
    const tags = buildNoteTags(input(), { replyTo: parent }, { now: NOW, author: me, hints })
    expect(tags.slice(0, 2)).toEqual([['e', root, 'wss://root.example/', 'root', carol], ['e', parent.id, RELAY, 'reply', parent.pubkey]])
    const topLevel = buildNoteTags(input(), { replyTo: note() }, { now: NOW, author: me, hints: { [note().id]: [RELAY] } })
    expect(topLevel[0]).toEqual(['e', note().id, RELAY, 'root', getPublicKey(alice)])
    expect(await schemaErrors(1, tags)).toEqual([])
  })

  it('a quote adds a q tag (NIP-18: id, relay, author) and appends the quoted nevent with up to two relays', async () => {
    const quoted = note()
    expect(buildNoteTags(input(), { quote: quoted }, { now: NOW })).toEqual([['q', quoted.id, '', quoted.pubkey], ['p', quoted.pubkey]])
    const hints = { [quoted.id]: [RELAY, 'wss://second.example/', 'wss://third.example/'] }
    const tags = buildNoteTags(input(), { quote: quoted }, { now: NOW, hints })
    expect(tags).toEqual([['q', quoted.id, RELAY, quoted.pubkey], ['p', quoted.pubkey]])
    const content = noteContent('look', { quote: quoted }, hints)
    expect(content).toBe(`look\n\n${quoteReference(quoted, hints[quoted.id])}`)
    expect(nip19.decode(content.split('nostr:')[1])).toMatchObject({ type: 'nevent', data: { id: quoted.id, relays: [RELAY, 'wss://second.example/'] } })
    expect(noteContent(content, { quote: quoted }, hints)).toBe(content)
    expect(await schemaErrors(1, tags, content)).toEqual([])
  })

  it('hashtags become lowercased unique t tags and npub mentions p tags', () => {
    const text = `#Nostr and #nostr #a #long_tag nostr:${nip19.npubEncode(bob)} x#no`
    expect(buildNoteTags(input({ text }), {}, { now: NOW })).toEqual([['p', bob], ['t', 'nostr'], ['t', 'long_tag']])
  })

  it('adds expiration (NIP-40), g tags and imeta', () => {
    const imeta = ['imeta', 'url https://x.example/a.png', 'dim 2x3']
    const tags = buildNoteTags(input({ expirationDelta: 300, gTags: ['u', 'u3'], imeta: [imeta] }), {}, { now: NOW })
    expect(tags).toEqual([['g', 'u'], ['g', 'u3'], imeta, ['expiration', String(NOW + 300)]])
  })

  it('a listing carries d, title, published_at and price with currency and frequency', () => {
    const listing = input({ kind: LISTING_KIND, title: ' Bike ', price: { amount: '120', currency: 'EUR', frequency: 'month' } })
    expect(buildNoteTags(listing, {}, { now: NOW, identifier: 'abc' })).toEqual([
      ['d', 'abc'], ['title', 'Bike'], ['published_at', String(NOW)], ['price', '120', 'EUR', 'month'],
    ])
  })

  it("a listing with summary, location and a geohash has NIP-99's example tags and passes the kind 30402 schema", async () => {
    const listing = input({
      kind: LISTING_KIND, title: 'Lorem Ipsum', summary: 'More lorem ipsum that is a little more than the title', location: ' NYC ',
      price: { amount: '100', currency: 'USD', frequency: '' }, gTags: ['d', 'dr', 'dr5', 'dr5r'], text: 'Lorem ipsum #electronics',
    })
    const tags = buildNoteTags(listing, {}, { now: NOW, identifier: 'lorem-ipsum' })
    expect(tags).toEqual([
      ['d', 'lorem-ipsum'], ['title', 'Lorem Ipsum'], ['summary', 'More lorem ipsum that is a little more than the title'],
      ['published_at', String(NOW)], ['price', '100', 'USD'], ['location', 'NYC'], ['t', 'electronics'],
      ['g', 'd'], ['g', 'dr'], ['g', 'dr5'], ['g', 'dr5r'],
    ])
    expect(await schemaErrors(LISTING_KIND, tags, listing.text)).toEqual([])
    expect(buildNoteTags(input({ kind: LISTING_KIND }), {}, { now: NOW, identifier: 'x' })).toEqual([['d', 'x'], ['published_at', String(NOW)]])
  })
})

describe('geohash', () => {
  it("tags a known position's precision-4 geohash and its prefixes (Wikipedia's example u4pruydqqvj)", async () => {
    expect(await locationGeotags(57.64911, 10.40744)).toEqual(['u', 'u4', 'u4p', 'u4pr'])
    expect(await locationGeotags(-33.8688, 151.2093)).toEqual(['r', 'r3', 'r3g', 'r3gx'])
  })
})

describe('compose service', () => {
  const secret = generateSecretKey()
  const signer = async () => ({ get: () => ({ pubkey: getPublicKey(secret), method: 'privateKey' as const, locked: false }), sign: async (t: Parameters<typeof finalizeEvent>[0]) => finalizeEvent(t, secret) })
  const clock = { now: () => NOW * 1000, setTimeout: () => 0, clearTimeout: () => {} }

  it('signs through the signer and publishes through the pool', async () => {
    const published: unknown[] = []
    const service = createComposeService({ pool: { publish: async (event) => (published.push(event), []) }, signer, clock })
    const event = await service.publish(input({ text: ' hi #zap ' }))
    expect(event).toMatchObject({ kind: 1, content: 'hi #zap', created_at: NOW, tags: [['t', 'zap']], pubkey: getPublicKey(secret) })
    expect(published).toEqual([event])
    expect(publishedPath(event)).toBe(`/${nip19.neventEncode({ id: event.id, author: event.pubkey, kind: 1 })}`)
  })

  it('a reply to a kind 1 note is kind 1, a reply to anything else a kind 1111 comment, with the hints of the hints service', async () => {
    const asked: string[] = []
    const hints = { forEvent: async (event: { id: string }) => (asked.push(event.id), [RELAY]) }
    const service = createComposeService({ pool: { publish: async () => [] }, signer, clock, hints })
    const reply = await service.publish(input(), { replyTo: note() })
    expect(reply).toMatchObject({ kind: 1, tags: [['e', note().id, RELAY, 'root', getPublicKey(alice)], ['p', getPublicKey(alice)]] })
    const picture = finalizeEvent({ kind: 20, created_at: 1, content: 'sunset', tags: [] }, alice)
    const comment = await service.publish(input({ kind: LISTING_KIND, title: 'ignored' }), { replyTo: picture })
    expect(comment.kind).toBe(1111)
    expect(comment.tags.map((tag) => tag[0])).toEqual(['E', 'K', 'P', 'e', 'k', 'p'])
    expect(asked).toEqual([note().id, picture.id])
    expect(await validateEvent(comment)).toMatchObject({ schema: 'kind-1111', errors: [] })
  })

  it('a listing navigates to its naddr', async () => {
    const service = createComposeService({ pool: { publish: async () => [] }, signer, clock, newIdentifier: () => 'id1' })
    const event = await service.publish(input({ kind: LISTING_KIND, title: 'Bike' }))
    expect(nip19.decode(publishedPath(event).slice(1))).toMatchObject({ type: 'naddr', data: { identifier: 'id1', kind: LISTING_KIND } })
  })

  it('refuses blank text and a signed-out user', async () => {
    const service = createComposeService({ pool: { publish: async () => [] }, signer, clock })
    await expect(service.publish(input({ text: '  ' }))).rejects.toThrow('Failed to create note')
    const signedOut = createComposeService({ pool: { publish: async () => [] }, signer: async () => ({ get: () => null, sign: async () => { throw new Error('no') } }), clock })
    await expect(signedOut.publish(input())).rejects.toThrow('Sign in to post')
  })
})

describe('listing price amounts (NIP-99: a number)', () => {
  it('drops thousands separators and reads a decimal comma', () => {
    expect(['1,000', '1 000', '12,50', '1.234,5', '250', ' 99.99 ', '10,000.5', 'ask me'].map(priceAmount)).toEqual([
      '1000',
      '1000',
      '12.50',
      '1234.5',
      '250',
      '99.99',
      '10000.5',
      'ask me',
    ])
  })
})
