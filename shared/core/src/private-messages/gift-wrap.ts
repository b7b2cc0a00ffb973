import { finalizeEvent, generateSecretKey, getEventHash } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'
import { encryptNip44, nip44ConversationKey } from '../signers/nip44-v2'
import { assertSealable } from './message-size'

export const SEAL_KIND = 13
export const GIFT_WRAP_KIND = 1059
export const PRIVATE_MESSAGE_KIND = 14
/** NIP-59: seals and wraps are dated up to two days in the past, so their times say nothing. */
const TWO_DAYS = 2 * 24 * 60 * 60

/** The user's signer as a seal needs it: the seal is signed by the user, its content NIP-44 to the recipient. */
export interface SealSigner {
  sign(template: { kind: number; tags: string[][]; content: string; created_at: number }): Promise<NostrEvent>
  encrypt(scheme: 'nip44', pubkey: string, plaintext: string): Promise<string>
}

/** An unsigned event (NIP-59 rumor) from `author`. */
export interface Rumor {
  kind: number
  content: string
  tags: string[][]
}

const randomPast = (now: number) => now - Math.floor(Math.random() * TWO_DAYS)

/**
 * NIP-59 as NIP-17 uses it: the rumor (unsigned) sealed by the user's signer to `recipient`, then wrapped by a
 * one-time key so relays see neither author nor time. Both layers are NIP-44 v2 as published (at most 65,535 bytes):
 * a rumor too large for that is refused (MESSAGE_TOO_LONG) before the signer is asked anything.
 */
export async function giftWrap(signer: SealSigner, author: string, recipient: string, rumor: Rumor, nowSeconds = Math.floor(Date.now() / 1000)): Promise<NostrEvent> {
  const unsigned = { ...rumor, pubkey: author, created_at: nowSeconds }
  const sealed = JSON.stringify({ ...unsigned, id: getEventHash(unsigned) })
  assertSealable(sealed)
  const seal = await signer.sign({ kind: SEAL_KIND, tags: [], content: await signer.encrypt('nip44', recipient, sealed), created_at: randomPast(nowSeconds) })
  const oneTimeKey = generateSecretKey()
  const content = encryptNip44(JSON.stringify(seal), nip44ConversationKey(oneTimeKey, recipient))
  return finalizeEvent({ kind: GIFT_WRAP_KIND, tags: [['p', recipient]], content, created_at: randomPast(nowSeconds) }, oneTimeKey)
}
