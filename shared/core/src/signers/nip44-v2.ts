import * as nip44 from 'nostr-tools/nip44'

/** NIP-44 v2 bounds: plaintext 1..65535 bytes, base64 payload 132..87472 characters. */
export const NIP44_MAX_PLAINTEXT_BYTES = 65535
const MIN_PAYLOAD_CHARS = 132
const MAX_PAYLOAD_CHARS = 87472

/**
 * NIP-44 v2 as published. nostr-tools 2.25 also accepts an experimental extended length
 * (up to 4 GiB) that other clients cannot read; the v2 bounds are enforced here.
 */
export function encryptNip44(plaintext: string, conversationKey: Uint8Array, nonce?: Uint8Array): string {
  const size = new TextEncoder().encode(plaintext).length
  if (size < 1 || size > NIP44_MAX_PLAINTEXT_BYTES) throw new Error(`invalid plaintext size: ${size}`)
  return nip44.v2.encrypt(plaintext, conversationKey, nonce)
}

/** Decrypts a v2 payload, refusing sizes outside v2 before any work. */
export function decryptNip44(payload: string, conversationKey: Uint8Array): string {
  if (payload.length < MIN_PAYLOAD_CHARS || payload.length > MAX_PAYLOAD_CHARS) throw new Error(`invalid payload size: ${payload.length}`)
  return nip44.v2.decrypt(payload, conversationKey)
}

/** The shared key of a key pair (throws on an invalid key or point). */
export const nip44ConversationKey = nip44.v2.utils.getConversationKey

const conversationKeys = new WeakMap<Uint8Array, Map<string, Uint8Array>>()

/** The conversation key of a secret with a peer, computed once per pair (an ECDH per message is slow). */
export function cachedConversationKey(secret: Uint8Array, peer: string): Uint8Array {
  const byPeer = conversationKeys.get(secret) ?? new Map<string, Uint8Array>()
  conversationKeys.set(secret, byPeer)
  if (!byPeer.has(peer)) byPeer.set(peer, nip44ConversationKey(secret, peer))
  return byPeer.get(peer)!
}
