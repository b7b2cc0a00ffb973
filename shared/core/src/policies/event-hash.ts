import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { validateEvent } from 'nostr-tools/core'
import type { NostrEvent } from '../nostr-types'

/**
 * NIP-01 event id: hex sha256 of `[0, pubkey, created_at, kind, tags, content]`, as nostr-tools' getEventHash but
 * without importing nostr-tools/pure, whose secp256k1 code the main thread needs only to sign (signers load lazily).
 * Throws on an event without the serialized fields, as getEventHash does.
 */
export function eventHash(event: NostrEvent): string {
  if (!validateEvent(event)) throw new Error("can't serialize event with wrong or missing properties")
  const serialized = JSON.stringify([0, event.pubkey, event.created_at, event.kind, event.tags, event.content])
  return bytesToHex(sha256(utf8ToBytes(serialized)))
}
