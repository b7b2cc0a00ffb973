import { describe, expect, it } from 'vitest'
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import { encryptNip44, NIP44_MAX_PLAINTEXT_BYTES, nip44ConversationKey } from '../signers/nip44-v2'
import { assertSealable, MAX_SEALED_RUMOR_BYTES, MESSAGE_TOO_LONG, nip44PayloadLength, wrapPlaintextBytes } from './message-size'

describe('how long a private message may be (NIP-44 v2 on seal and wrap)', () => {
  it('predicts the NIP-44 v2 payload length of a plaintext of any size', () => {
    const key = nip44ConversationKey(generateSecretKey(), getPublicKey(generateSecretKey()))
    for (const size of [1, 32, 33, 255, 257, 1000, 8193, 40960, 40961, 65535]) expect(nip44PayloadLength(size)).toBe(encryptNip44('a'.repeat(size), key).length)
  })

  it('derives the largest sealed rumor whose seal still fits a wrap: 40,960 bytes', () => {
    expect(MAX_SEALED_RUMOR_BYTES).toBe(40960)
    expect(wrapPlaintextBytes(MAX_SEALED_RUMOR_BYTES)).toBeLessThanOrEqual(NIP44_MAX_PLAINTEXT_BYTES)
    expect(wrapPlaintextBytes(MAX_SEALED_RUMOR_BYTES + 1)).toBeGreaterThan(NIP44_MAX_PLAINTEXT_BYTES)
  })

  it('counts UTF-8 bytes, not characters', () => {
    expect(() => assertSealable('a'.repeat(MAX_SEALED_RUMOR_BYTES))).not.toThrow()
    expect(() => assertSealable('é'.repeat(MAX_SEALED_RUMOR_BYTES / 2 + 1))).toThrow(MESSAGE_TOO_LONG)
  })
})
