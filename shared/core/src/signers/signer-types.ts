import type { EventTemplate } from 'nostr-tools/core'
import type { NostrEvent } from '../nostr-types'

/** An unsigned event: kind, tags, content, created_at. */
export type { EventTemplate }

/** Encrypt/decrypt to or from a counterpart's public key. */
export interface CipherPair {
  encrypt(pubkey: string, plaintext: string): Promise<string>
  decrypt(pubkey: string, ciphertext: string): Promise<string>
}

/** Anything that can sign as the user: a local key, a browser extension or a remote signer. */
export interface Signer {
  getPublicKey(): Promise<string>
  signEvent(template: EventTemplate): Promise<NostrEvent>
  nip04: CipherPair
  nip44: CipherPair
  /** Releases sockets or subscriptions the signer holds. */
  close?(): void
}

/** How the current user logged in. */
export type LoginMethod = 'privateKey' | 'nip07' | 'nip46'

/** The logged-in user as the rest of the app sees it: never any key material. */
export interface CurrentUser {
  pubkey: string
  method: LoginMethod
  /** True while a password-protected key waits for `unlock(password)`. */
  locked: boolean
  /** True for a key created here whose backup the user has not confirmed yet (logging out would lose it). */
  keyBackupPending?: boolean
  /**
   * True for a local key kept at rest as a NIP-49 ncryptsec (a password is set). The signer store always sets it;
   * optional only so that hand-made test users need not spell it out.
   */
  passwordProtected?: boolean
  /** For a remote-signer (NIP-46) login: who signs and over which relays (no secret in it). */
  remoteSigner?: RemoteSignerInfo
}

/** The remote signer (NIP-46) of a login: its public key and the relays it is reached on. */
export interface RemoteSignerInfo {
  pubkey: string
  relays: string[]
}
