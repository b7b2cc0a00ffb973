import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import { v2 } from 'nostr-tools/nip44'
import { describe, expect, it } from 'vitest'
import { directTemplate, helloTemplate, openSignal, signallingFilter, type SignalCrypto } from './signalling'

const alice = generateSecretKey()
const bob = generateSecretKey()
const cryptoOf = (secret: Uint8Array): SignalCrypto => ({
  encrypt: async (pubkey, text) => v2.encrypt(text, v2.utils.getConversationKey(secret, pubkey)),
  decrypt: async (pubkey, text) => v2.decrypt(text, v2.utils.getConversationKey(secret, pubkey)),
})
const NOW = 1_800_000_000
const offer = { type: 'offer' as const, offer: { type: 'offer' as const, sdp: 'v=0' }, recipient: `${getPublicKey(bob)}:bbbbbbbb`, peerId: 'aaaaaaaa' }

describe('peer signalling (spec 3 §7)', () => {
  it('writes a hello as kind 30078 with l=webrtc, a unique d tag and a 15 s expiration', async () => {
    const first = helloTemplate('aaaaaaaa', NOW)
    expect(first.kind).toBe(30078)
    expect(first.tags).toEqual([['l', 'webrtc'], ['d', expect.any(String)], ['expiration', String(NOW + 15)]])
    expect(first.tags[1][1]).not.toBe(helloTemplate('aaaaaaaa', NOW).tags[1][1])
    const event = finalizeEvent(first, alice)
    expect(await openSignal(event, cryptoOf(bob), NOW + 15)).toEqual({ type: 'hello', peerId: 'aaaaaaaa' })
    expect(await openSignal(event, cryptoOf(bob), NOW + 16)).toBeNull()
  })

  it('encrypts an offer to its recipient with NIP-44: the recipient reads it, anyone else cannot', async () => {
    const event = finalizeEvent(await directTemplate(offer, getPublicKey(bob), cryptoOf(alice), NOW), alice)
    expect(event.content).not.toContain('v=0')
    expect(await openSignal(event, cryptoOf(bob), NOW)).toEqual(offer)
    expect(await openSignal(event, cryptoOf(generateSecretKey()), NOW)).toBeNull()
  })

  it('ignores a plain-text offer and malformed content', async () => {
    const plain = finalizeEvent({ ...helloTemplate('x', NOW), content: JSON.stringify(offer) }, alice)
    expect(await openSignal(plain, cryptoOf(bob), NOW)).toBeNull()
    const garbage = finalizeEvent({ ...helloTemplate('x', NOW), content: '{"type":"hello"}' }, alice)
    expect(await openSignal(garbage, cryptoOf(bob), NOW)).toBeNull()
    const broken = finalizeEvent({ ...helloTemplate('x', NOW), content: 'not ciphertext' }, alice)
    expect(await openSignal(broken, cryptoOf(bob), NOW)).toBeNull()
  })

  it('asks for the last 15 s of signalling by the given authors', () => {
    expect(signallingFilter(['a'], NOW)).toEqual({ kinds: [30078], '#l': ['webrtc'], authors: ['a'], since: NOW - 15 })
  })
})
