import { readFileSync } from 'node:fs'
import { expand } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { getPublicKey } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { decryptNip44, encryptNip44, nip44ConversationKey } from './nip44-v2'
import * as nip44 from 'nostr-tools/nip44'
import { bytesToHex, createPrivateKeySigner, hexToBytes } from './private-key-signer'

/** paulmillr/nip44 vectors, copied byte for byte; the published SHA-256 proves it. */
const PUBLISHED_SHA256 = '269ed0f69e4c192512cc779e78c555090cebc7c785b609e338a62afc3ce25040'
const vectorsText = readFileSync(new URL('./vectors/nip44.vectors.json', import.meta.url), 'utf8')
const { v2 } = JSON.parse(vectorsText)

type Pair = { sec1: string; sec2: string; conversation_key: string; nonce: string; plaintext: string; payload: string }
type Long = { conversation_key: string; nonce: string; pattern: string; repeat: number; plaintext_sha256: string; payload_sha256: string }
const sha = (text: string) => bytesToHex(sha256(new TextEncoder().encode(text)))

describe('NIP-44 v2 vectors through the private key signer', () => {
  it('uses the published vector file', () => {
    expect(sha(vectorsText)).toBe(PUBLISHED_SHA256)
  })

  it.each(v2.valid.get_conversation_key as { sec1: string; pub2: string; conversation_key: string }[])(
    'conversation key $conversation_key',
    ({ sec1, pub2, conversation_key }) => {
      expect(bytesToHex(nip44ConversationKey(hexToBytes(sec1), pub2))).toBe(conversation_key)
    },
  )

  it('message keys', () => {
    const { conversation_key, keys } = v2.valid.get_message_keys
    for (const { nonce, chacha_key, chacha_nonce, hmac_key } of keys) {
      const expanded = expand(sha256, hexToBytes(conversation_key), hexToBytes(nonce), 76)
      expect([bytesToHex(expanded.slice(0, 32)), bytesToHex(expanded.slice(32, 44)), bytesToHex(expanded.slice(44))]).toEqual([chacha_key, chacha_nonce, hmac_key])
    }
  })

  it('padded lengths', () => {
    for (const [length, padded] of v2.valid.calc_padded_len as [number, number][]) expect(nip44.v2.utils.calcPaddedLen(length)).toBe(padded)
  })

  it.each(v2.valid.encrypt_decrypt as Pair[])('encrypt/decrypt "$plaintext"', async ({ sec1, sec2, conversation_key, nonce, plaintext, payload }) => {
    const key = hexToBytes(conversation_key)
    expect(encryptNip44(plaintext, key, hexToBytes(nonce))).toBe(payload)
    const sender = createPrivateKeySigner(hexToBytes(sec1))
    const receiver = createPrivateKeySigner(hexToBytes(sec2))
    expect(await receiver.nip44.decrypt(getPublicKey(hexToBytes(sec1)), payload)).toBe(plaintext)
    const fresh = await sender.nip44.encrypt(getPublicKey(hexToBytes(sec2)), plaintext)
    expect(await receiver.nip44.decrypt(await sender.getPublicKey(), fresh)).toBe(plaintext)
  })

  it.each(v2.valid.encrypt_decrypt_long_msg as Long[])('long message x$repeat', ({ conversation_key, nonce, pattern, repeat, plaintext_sha256, payload_sha256 }) => {
    const plaintext = pattern.repeat(repeat)
    expect(sha(plaintext)).toBe(plaintext_sha256)
    const payload = encryptNip44(plaintext, hexToBytes(conversation_key), hexToBytes(nonce))
    expect(sha(payload)).toBe(payload_sha256)
    expect(decryptNip44(payload, hexToBytes(conversation_key))).toBe(plaintext)
  })

  it.each(v2.invalid.encrypt_msg_lengths as number[])('refuses to encrypt %i bytes', (length) => {
    expect(() => encryptNip44('a'.repeat(length), new Uint8Array(32).fill(1))).toThrow()
  })

  it.each(v2.invalid.get_conversation_key as { sec1: string; pub2: string; note: string }[])('bad conversation key: $note', async ({ sec1, pub2 }) => {
    await expect((async () => createPrivateKeySigner(hexToBytes(sec1)).nip44.encrypt(pub2, 'x'))()).rejects.toThrow()
    expect(() => nip44ConversationKey(hexToBytes(sec1), pub2)).toThrow()
  })

  it.each(v2.invalid.decrypt as { conversation_key: string; payload: string; note: string }[])('bad payload: $note', ({ conversation_key, payload }) => {
    expect(() => decryptNip44(payload, hexToBytes(conversation_key))).toThrow()
  })
})
