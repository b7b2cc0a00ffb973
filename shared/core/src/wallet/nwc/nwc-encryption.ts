import * as nip04 from 'nostr-tools/nip04'
import type { NostrEvent } from '../../nostr-types'
import { cachedConversationKey as conversationKey, decryptNip44, encryptNip44 } from '../../signers/nip44-v2'

/** The NIP-47 encryption schemes (the values of the `encryption` tag). */
export type NwcEncryption = 'nip44_v2' | 'nip04'

/**
 * NIP-47: the info event's `encryption` tag lists the schemes the wallet speaks; without the tag
 * (or without an info event) the wallet only speaks NIP-04. NIP-44 v2 is preferred when offered.
 */
export function encryptionFromInfo(info: NostrEvent | undefined): NwcEncryption {
  const offered = info?.tags.find((tag) => tag[0] === 'encryption')?.[1]?.split(/\s+/) ?? []
  return offered.includes('nip44_v2') ? 'nip44_v2' : 'nip04'
}

/** Encrypts request content for the wallet. */
export function encryptForWallet(scheme: NwcEncryption, secret: Uint8Array, walletPubkey: string, plaintext: string): string {
  if (scheme === 'nip04') return nip04.encrypt(secret, walletPubkey, plaintext)
  return encryptNip44(plaintext, conversationKey(secret, walletPubkey))
}

/** Decrypts a wallet's answer in whichever scheme it came (NIP-04 payloads carry `?iv=`). Throws when unreadable. */
export function decryptFromWallet(secret: Uint8Array, walletPubkey: string, content: string): string {
  if (content.includes('?iv=')) return nip04.decrypt(secret, walletPubkey, content)
  return decryptNip44(content, conversationKey(secret, walletPubkey))
}
