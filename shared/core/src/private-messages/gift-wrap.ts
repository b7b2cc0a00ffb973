import * as nip44 from 'nostr-tools/nip44'
import { finalizeEvent, generateSecretKey, getEventHash } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'

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
 * one-time key so relays see neither author nor time.
 */
export async function giftWrap(signer: SealSigner, author: string, recipient: string, rumor: Rumor, nowSeconds = Math.floor(Date.now() / 1000)): Promise<NostrEvent> {
  const unsigned = { ...rumor, pubkey: author, created_at: nowSeconds }
  const sealed = { ...unsigned, id: getEventHash(unsigned) }
  const seal = await signer.sign({ kind: SEAL_KIND, tags: [], content: await signer.encrypt('nip44', recipient, JSON.stringify(sealed)), created_at: randomPast(nowSeconds) })
  const oneTimeKey = generateSecretKey()
  const content = nip44.encrypt(JSON.stringify(seal), nip44.getConversationKey(oneTimeKey, recipient))
  return finalizeEvent({ kind: GIFT_WRAP_KIND, tags: [['p', recipient]], content, created_at: randomPast(nowSeconds) }, oneTimeKey)
}
