import type { Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import type { KeyEncryptionPolicy } from './key-at-rest'
import type { LoginPersistence } from './login-persistence'
import type { Nip46Transport } from './nip46/nip46-rpc'
import type { Nip07Options } from './nip07-signer'
import type { CurrentUser, EventTemplate } from './signer-types'

/** Encryption schemes a signer offers. */
export type CipherScheme = 'nip04' | 'nip44'

/** The logged-in user and the only way to sign: keys never leave it. */
export interface SignerStore {
  readonly user$: Observable<CurrentUser | null>
  get(): CurrentUser | null
  /**
   * nsec or 64 hex; with a password the key is stored as an ncryptsec. An `ncryptsec1…` needs its password
   * ("Wrong password" otherwise) and is kept at rest as given.
   */
  loginWithPrivateKey(input: string, opts?: { password?: string }): Promise<CurrentUser>
  /**
   * A fresh key for a new account. The one exception to "keys never leave the store":
   * `backupNsec` is handed out exactly once, here, so the user can save it; the store keeps
   * no copy for this purpose and no other method ever returns it.
   */
  createAccount(opts?: { password?: string }): Promise<NewAccount>
  /** The user saved the created key: logging out no longer asks first. */
  confirmKeyBackup(): void
  loginWithExtension(): Promise<CurrentUser>
  loginWithBunker(uri: string): Promise<CurrentUser>
  /** Shows a nostrconnect:// URI; `login` settles when a remote signer accepts it. */
  startNostrConnect(relays: string[]): { uri: string; ready: Promise<void>; login: Promise<CurrentUser>; cancel(): void }
  /** Opens a password-protected key after a reload; a wrong password throws "Wrong password". */
  unlock(password: string): Promise<CurrentUser>
  /** Protects the unlocked local key with a password, or removes the protection with null (no check of the old one). */
  setPassword(password: string | null): Promise<void>
  /**
   * Sets, changes or (with `next` null) removes the local key's password. `current` must open the stored ncryptsec
   * ("Wrong password" otherwise, also for null); it is null when no password is set. A locked key is unlocked by it.
   * An empty `next` is refused ("Enter a password."): null removes the password.
   */
  changePassword(current: string | null, next: string | null): Promise<void>
  sign(template: EventTemplate): Promise<NostrEvent>
  encrypt(scheme: CipherScheme, pubkey: string, plaintext: string): Promise<string>
  decrypt(scheme: CipherScheme, pubkey: string, ciphertext: string): Promise<string>
  logout(): void
}

/** A created account: the user, and the new key's nsec for the user's one-time backup. */
export interface NewAccount {
  user: CurrentUser
  backupNsec: string
}

/** Policies of the signer store: persistence, transport and key encryption. */
export interface SignerStoreOptions {
  persistence: LoginPersistence
  /** The relay pool, for remote signers. */
  transport?: Nip46Transport
  nip07?: Nip07Options
  keyEncryption?: KeyEncryptionPolicy
  clock?: Clock
}
