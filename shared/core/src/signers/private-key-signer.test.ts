import { nsecEncode } from 'nostr-tools/nip19'
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { bytesToHex, createPrivateKeySigner, parsePrivateKey } from './private-key-signer'

describe('parsePrivateKey', () => {
  const key = generateSecretKey()

  it('accepts an nsec and 64 hex characters (either case, surrounding spaces)', () => {
    expect(parsePrivateKey(nsecEncode(key))).toEqual(key)
    expect(parsePrivateKey(bytesToHex(key))).toEqual(key)
    expect(parsePrivateKey(`  ${bytesToHex(key).toUpperCase()} `)).toEqual(key)
  })

  it.each([
    ['empty', ''],
    ['63 hex', 'a'.repeat(63)],
    ['non-hex', 'g'.repeat(64)],
    ['npub', 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6'],
    ['zero key', '0'.repeat(64)],
    ['above curve order', 'f'.repeat(64)],
    ['broken nsec', 'nsec1qqqq'],
  ])('rejects %s with the spec message', (_, input) => {
    expect(() => parsePrivateKey(input)).toThrow(new Error('Invalid private key provided.'))
  })
})

describe('private key signer', () => {
  it('signs events that verify, as the key owner', async () => {
    const key = generateSecretKey()
    const signer = createPrivateKeySigner(key)
    const event = await signer.signEvent({ kind: 1, content: 'hello', tags: [], created_at: 1_700_000_000 })
    expect(event.pubkey).toBe(getPublicKey(key))
    expect(await signer.getPublicKey()).toBe(getPublicKey(key))
    expect(verifyEvent(event)).toBe(true)
  })

  it('encrypts to a peer with NIP-04 and NIP-44, and the peer decrypts', async () => {
    const alice = createPrivateKeySigner(generateSecretKey())
    const bobKey = generateSecretKey()
    const bob = createPrivateKeySigner(bobKey)
    const alicePub = await alice.getPublicKey()
    for (const scheme of ['nip04', 'nip44'] as const) {
      const sealed = await alice[scheme].encrypt(getPublicKey(bobKey), `secret via ${scheme}`)
      expect(sealed).not.toContain('secret')
      expect(await bob[scheme].decrypt(alicePub, sealed)).toBe(`secret via ${scheme}`)
    }
  })
})

describe('private key signer templates', () => {
  it('leaves the caller template untouched', async () => {
    const template = { kind: 1, content: 'x', tags: [], created_at: 1 }
    await createPrivateKeySigner(generateSecretKey()).signEvent(template)
    expect(template).toEqual({ kind: 1, content: 'x', tags: [], created_at: 1 })
    expect(Object.getOwnPropertySymbols(template)).toEqual([])
  })
})
