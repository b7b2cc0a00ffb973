import * as nip19 from 'nostr-tools/nip19'
import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { searchDestination, textSearchPath, type SearchLookups } from './search-destination'

const author = createAuthor()
const note = author.sign({ content: 'hello' })

/** Lookups over fixed data: one profile (the author), one event (the note), one name. */
const lookups: SearchLookups = {
  hasProfile: async (pubkey) => pubkey === author.pubkey,
  getEvent: async (id) => (id === note.id ? note : null),
  lookupName: async (name) => (name === 'alice@example.com' ? { pubkey: author.pubkey, relays: [] } : null),
}

describe('searchDestination', () => {
  it('goes back to /search when empty, and to the text search of its scope otherwise', async () => {
    expect(await searchDestination('  ', 'posts', lookups)).toEqual({ path: '/search' })
    expect(await searchDestination(' coffee & tea ', 'posts', lookups)).toEqual({ path: '/search/coffee%20%26%20tea' })
    expect(await searchDestination('coffee', 'people', lookups)).toEqual({ path: '/u/coffee' })
    expect(textSearchPath('#art')).toBe('/search/%23art')
  })

  it('opens the wallet with the invoice in navigation state', async () => {
    expect(await searchDestination('lightning:lnbc1xyz', 'posts', lookups)).toEqual({ path: '/wallet', state: { invoice: 'lnbc1xyz' } })
  })

  it('opens decoded identifiers', async () => {
    const npub = nip19.npubEncode(author.pubkey)
    expect(await searchDestination(`nostr:${npub}`, 'posts', lookups)).toEqual({ path: `/${npub}` })
    const nevent = nip19.neventEncode({ id: note.id, relays: ['wss://relay.example.com/'], author: author.pubkey, kind: 1 })
    const path = (await searchDestination(nevent, 'posts', lookups)) as { path: string }
    expect(nip19.decode(path.path.slice(1))).toMatchObject({ type: 'nevent', data: { id: note.id, relays: ['wss://relay.example.com/'] } })
  })

  it('opens a 64-hex key as a user when a profile exists, else as a note, else says so', async () => {
    expect(await searchDestination(author.pubkey, 'posts', lookups)).toEqual({ path: `/${nip19.npubEncode(author.pubkey)}` })
    const opened = (await searchDestination(note.id, 'posts', lookups)) as { path: string }
    expect(nip19.decode(opened.path.slice(1))).toMatchObject({ type: 'nevent', data: { id: note.id, author: author.pubkey } })
    expect(await searchDestination('f'.repeat(64), 'posts', lookups)).toEqual({ error: 'No profile or note found for this key' })
  })

  it('resolves NIP-05 names to their profile, and says when one does not resolve', async () => {
    expect(await searchDestination('Alice@example.com', 'posts', lookups)).toEqual({ path: `/${nip19.npubEncode(author.pubkey)}` })
    expect(await searchDestination('nobody@example.com', 'posts', lookups)).toEqual({ error: 'Could not find nobody@example.com' })
  })

  it('turns a broken identifier into an error, and failing lookups into "not found"', async () => {
    const npub = nip19.npubEncode(author.pubkey)
    expect(await searchDestination(npub.slice(0, -1) + (npub.endsWith('q') ? 'p' : 'q'), 'posts', lookups)).toMatchObject({ error: expect.stringMatching(/^Not a valid Nostr identifier/) })
    const failing: SearchLookups = { hasProfile: () => Promise.reject(new Error('x')), getEvent: () => Promise.reject(new Error('x')), lookupName: () => Promise.reject(new Error('x')) }
    expect(await searchDestination(author.pubkey, 'posts', failing)).toEqual({ error: 'No profile or note found for this key' })
    expect(await searchDestination('a@example.com', 'posts', failing)).toEqual({ error: 'Could not find a@example.com' })
  })
})
