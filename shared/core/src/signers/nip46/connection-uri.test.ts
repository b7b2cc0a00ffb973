import { describe, expect, it } from 'vitest'
import { createNostrConnectUri, parseBunkerUri, parseNostrConnectUri } from './connection-uri'

const PUBKEY = 'f'.repeat(63) + 'a'

describe('NIP-46 connection URIs', () => {
  it('reads a bunker URI with several relays and a secret', () => {
    const uri = `bunker://${PUBKEY}?relay=wss%3A%2F%2Fone.example&relay=wss://two.example&secret=abc`
    expect(parseBunkerUri(uri)).toEqual({ remotePubkey: PUBKEY, relays: ['wss://one.example', 'wss://two.example'], secret: 'abc' })
  })

  it('says "Bunker pubkey not set" when the URI has no key', () => {
    expect(() => parseBunkerUri('bunker://?relay=wss://one.example')).toThrow('Bunker pubkey not set')
  })

  it('rejects a malformed key or a URI with no relay', () => {
    expect(() => parseBunkerUri('bunker://abc?relay=wss://one.example')).toThrow('Invalid bunker pubkey')
    expect(() => parseBunkerUri(`bunker://${PUBKEY}`)).toThrow('no relay')
  })

  it('writes a nostrconnect URI that reads back the same', () => {
    const offer = { clientPubkey: PUBKEY, relays: ['ws://127.0.0.1:7777'], secret: 's3cret', perms: ['sign_event:1', 'nip44_encrypt'], name: 'nostr' }
    const uri = createNostrConnectUri(offer)
    expect(uri.startsWith(`nostrconnect://${PUBKEY}?relay=`)).toBe(true)
    expect(parseNostrConnectUri(uri)).toEqual(offer)
  })
})
