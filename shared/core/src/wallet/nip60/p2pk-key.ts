import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/** The wallet's own P2PK key (NIP-60 `privkey`, never the user's Nostr key) and its compressed public key. */
export interface P2pkKey {
  privkey: string
  /** 02-prefixed compressed key, as kind 10019 lists it and as senders lock to it. */
  pubkey: string
}

/**
 * A fresh key whose public key has an even y, so that the x-only form prefixed with 02 (NIP-61: senders MUST prefix
 * with "02") is the same key.
 */
export function newP2pkKey(): P2pkKey {
  return p2pkKeyOf(bytesToHex(secp256k1.utils.randomSecretKey()))
}

/** The key for a stored private key, negated when its public key has an odd y. */
export function p2pkKeyOf(privkey: string): P2pkKey {
  const point = secp256k1.getPublicKey(hexToBytes(privkey), true)
  if (point[0] === 2) return { privkey, pubkey: bytesToHex(point) }
  const negated = secp256k1.Point.Fn.neg(secp256k1.Point.Fn.fromBytes(hexToBytes(privkey)))
  const even = bytesToHex(secp256k1.Point.Fn.toBytes(negated))
  return { privkey: even, pubkey: bytesToHex(secp256k1.getPublicKey(hexToBytes(even), true)) }
}

/** The key senders lock to: 02-prefixed when a kind 10019 lists it x-only. */
export const lockingKey = (listed: string) => (/^[0-9a-f]{64}$/i.test(listed) ? `02${listed}` : listed).toLowerCase()
