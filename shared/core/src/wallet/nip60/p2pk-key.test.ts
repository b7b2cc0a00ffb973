import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { lockingKey, newP2pkKey, p2pkKeyOf } from './p2pk-key'

describe('P2PK key of the wallet (NIP-61)', () => {
  it('always has an even y, so 02 + x is its public key', () => {
    for (let i = 0; i < 20; i++) {
      const key = newP2pkKey()
      expect(key.pubkey).toMatch(/^02[0-9a-f]{64}$/)
      expect(bytesToHex(secp256k1.getPublicKey(hexToBytes(key.privkey), true))).toBe(key.pubkey)
    }
  })

  it('negates a stored key with an odd y and keeps an even one', () => {
    let odd = ''
    while (!odd) {
      const candidate = bytesToHex(secp256k1.utils.randomSecretKey())
      if (secp256k1.getPublicKey(hexToBytes(candidate), true)[0] === 3) odd = candidate
    }
    const fixed = p2pkKeyOf(odd)
    expect(fixed.privkey).not.toBe(odd)
    expect(fixed.pubkey.slice(2)).toBe(bytesToHex(secp256k1.getPublicKey(hexToBytes(odd), true)).slice(2))
    expect(p2pkKeyOf(fixed.privkey)).toEqual(fixed)
  })

  it('locks to 02 + the listed key when a kind 10019 lists it x-only', () => {
    expect(lockingKey('ab'.repeat(32))).toBe(`02${'ab'.repeat(32)}`)
    expect(lockingKey(`03${'cd'.repeat(32)}`)).toBe(`03${'cd'.repeat(32)}`)
  })
})
