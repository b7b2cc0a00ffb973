import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { decode } from 'nostr-tools/nip19'
import * as nip04 from 'nostr-tools/nip04'
import { finalizeEvent, getPublicKey } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'
import { decryptNip44, encryptNip44, nip44ConversationKey } from './nip44-v2'
import { SIGNER_ERRORS } from './signer-errors'
import type { Signer } from './signer-types'

const HEX_KEY = /^[0-9a-f]{64}$/i

/** An nsec or 64 hex characters as key bytes; anything else throws "Invalid private key provided.". */
export function parsePrivateKey(input: string): Uint8Array {
  const text = input.trim()
  try {
    const bytes = HEX_KEY.test(text) ? hexToBytes(text) : decodeNsec(text)
    getPublicKey(bytes) // rejects zero and out-of-range scalars
    return bytes
  } catch {
    throw new Error(SIGNER_ERRORS.invalidPrivateKey)
  }
}

/** A signer holding the key in memory; the key never leaves this closure. */
export function createPrivateKeySigner(secretKey: Uint8Array): Signer {
  const key = secretKey.slice()
  const pubkey = getPublicKey(key)
  const conversationKeys = new Map<string, Uint8Array>()
  const conversationKey = (peer: string) => {
    let cached = conversationKeys.get(peer)
    if (!cached) conversationKeys.set(peer, (cached = nip44ConversationKey(key, peer)))
    return cached
  }
  return {
    getPublicKey: async () => pubkey,
    // finalizeEvent writes into its argument: sign a copy so the caller's template stays a template.
    signEvent: async ({ kind, tags, content, created_at }) =>
      JSON.parse(JSON.stringify(finalizeEvent({ kind, tags, content, created_at }, key))) as NostrEvent,
    nip04: {
      encrypt: async (peer, plaintext) => nip04.encrypt(key, peer, plaintext),
      decrypt: async (peer, ciphertext) => nip04.decrypt(key, peer, ciphertext),
    },
    nip44: {
      encrypt: async (peer, plaintext) => encryptNip44(plaintext, conversationKey(peer)),
      decrypt: async (peer, ciphertext) => decryptNip44(ciphertext, conversationKey(peer)),
    },
    close: () => key.fill(0),
  }
}

function decodeNsec(text: string): Uint8Array {
  const decoded = decode(text)
  if (decoded.type !== 'nsec') throw new Error('not an nsec')
  return decoded.data
}

/** Hex ↔ bytes: @noble/hashes' helpers (hexToBytes throws on text that is no hex). */
export { bytesToHex, hexToBytes }
