import * as nip19 from 'nostr-tools/nip19'
import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { classifySearchInput } from './search-input'

const author = createAuthor()
const note = author.sign({ content: 'hello' })
const relay = 'wss://relay.example.com/'

describe('classifySearchInput (spec 1 §5)', () => {
  it('trims, and takes only spaces as empty', () => {
    expect(classifySearchInput('')).toEqual({ type: 'empty' })
    expect(classifySearchInput('   \n')).toEqual({ type: 'empty' })
    expect(classifySearchInput('  coffee  ')).toEqual({ type: 'text', query: 'coffee' })
  })

  it('sends lightning: invoices to the wallet', () => {
    expect(classifySearchInput(' lightning:lnbc10u1pexample ')).toEqual({ type: 'invoice', invoice: 'lnbc10u1pexample' })
    expect(classifySearchInput('LIGHTNING:lnbc1')).toEqual({ type: 'invoice', invoice: 'lnbc1' })
  })

  it('decodes npub and nprofile, with or without nostr: and web+nostr:', () => {
    const npub = nip19.npubEncode(author.pubkey)
    for (const text of [npub, `nostr:${npub}`, `web+nostr:${npub}`]) {
      expect(classifySearchInput(text)).toEqual({ type: 'link', link: { type: 'profile', pubkey: author.pubkey, relays: [] } })
    }
    const nprofile = nip19.nprofileEncode({ pubkey: author.pubkey, relays: [relay] })
    expect(classifySearchInput(nprofile)).toEqual({ type: 'link', link: { type: 'profile', pubkey: author.pubkey, relays: [relay] } })
  })

  it('decodes note, nevent (with its relay hints) and naddr', () => {
    expect(classifySearchInput(nip19.noteEncode(note.id))).toEqual({ type: 'link', link: { type: 'event', id: note.id, relays: [] } })
    const nevent = nip19.neventEncode({ id: note.id, relays: [relay], author: author.pubkey, kind: 1 })
    expect(classifySearchInput(`nostr:${nevent}`)).toEqual({
      type: 'link',
      link: { type: 'event', id: note.id, relays: [relay], author: author.pubkey, kind: 1 },
    })
    const naddr = nip19.naddrEncode({ kind: 30023, pubkey: author.pubkey, identifier: 'essay', relays: [relay] })
    expect(classifySearchInput(naddr)).toEqual({
      type: 'link',
      link: { type: 'address', kind: 30023, pubkey: author.pubkey, identifier: 'essay', relays: [relay] },
    })
  })

  it('reports a bech32 identifier whose checksum is broken', () => {
    const npub = nip19.npubEncode(author.pubkey)
    const broken = npub.slice(0, -1) + (npub.endsWith('q') ? 'p' : 'q')
    expect(classifySearchInput(broken)).toMatchObject({ type: 'invalid' })
  })

  it('leaves short or overlong bech32-looking words to text search', () => {
    expect(classifySearchInput('npub1abc')).toEqual({ type: 'text', query: 'npub1abc' })
    expect(classifySearchInput('note1' + 'q'.repeat(301))).toMatchObject({ type: 'text' })
  })

  it('keeps a 64-hex string for the profile-or-note lookup', () => {
    expect(classifySearchInput(note.id.toUpperCase())).toEqual({ type: 'hex', hex: note.id })
    expect(classifySearchInput(`nostr:${author.pubkey}`)).toEqual({ type: 'hex', hex: author.pubkey })
  })

  it('reads an email-like value as a NIP-05 name', () => {
    expect(classifySearchInput('Alice@Example.com')).toEqual({ type: 'nip05', name: 'alice@example.com' })
    expect(classifySearchInput('bob@127.0.0.1:18080')).toEqual({ type: 'nip05', name: 'bob@127.0.0.1:18080' })
    expect(classifySearchInput('two words@example.com')).toEqual({ type: 'text', query: 'two words@example.com' })
    expect(classifySearchInput('@alice')).toEqual({ type: 'text', query: '@alice' })
  })

  it('takes anything else, including one character, as text', () => {
    expect(classifySearchInput('a')).toEqual({ type: 'text', query: 'a' })
    expect(classifySearchInput('#nostr')).toEqual({ type: 'text', query: '#nostr' })
    expect(classifySearchInput('<script>alert(1)</script>')).toEqual({ type: 'text', query: '<script>alert(1)</script>' })
  })
})
