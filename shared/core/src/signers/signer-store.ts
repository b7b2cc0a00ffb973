import { BehaviorSubject, type Observable } from 'rxjs'
import { nsecEncode } from 'nostr-tools/nip19'
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import { DEFAULT_KEY_ENCRYPTION, isNcryptsec, openKey, sealKey, type KeyEncryptionPolicy } from './key-at-rest'
import type { LoginPersistence, StoredLogin } from './login-persistence'
import { connectBunker, resumeNip46, startNostrConnect } from './nip46/nip46-signer'
import type { Nip46Transport } from './nip46/nip46-rpc'
import { createNip07Signer, type Nip07Options } from './nip07-signer'
import { bytesToHex, createPrivateKeySigner, parsePrivateKey } from './private-key-signer'
import { SIGNER_ERRORS } from './signer-errors'
import type { CurrentUser, EventTemplate, Signer } from './signer-types'

/** Encryption schemes a signer offers. */
export type CipherScheme = 'nip04' | 'nip44'

/** The logged-in user and the only way to sign: keys never leave it. */
export interface SignerStore {
  readonly user$: Observable<CurrentUser | null>
  get(): CurrentUser | null
  /** nsec or 64 hex; with a password the key is stored as an ncryptsec. */
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
  /** Protects the local key with a password, or removes the protection with null. */
  setPassword(password: string | null): Promise<void>
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

/** Restores the saved login (locked when its key has a password) and signs through the current signer. */
export function createSignerStore(opts: SignerStoreOptions): SignerStore {
  const policy = opts.keyEncryption ?? DEFAULT_KEY_ENCRYPTION
  const user = new BehaviorSubject<CurrentUser | null>(null)
  let signer: Signer | null = null
  let secret: Uint8Array | null = null // the unlocked local key, kept only in this closure
  let stored: StoredLogin | null = opts.persistence.load()

  const become = (login: StoredLogin, next: Signer | null): CurrentUser => {
    signer?.close?.()
    signer = next
    stored = login
    opts.persistence.save(login)
    const current: CurrentUser = { pubkey: login.pubkey, method: login.method, locked: next === null && login.method === 'privateKey' }
    if (login.method === 'privateKey' && login.backupPending) current.keyBackupPending = true
    user.next(current)
    return { ...current }
  }

  const useLocalKey = (key: Uint8Array, password?: string, backupPending = false) => {
    secret = key
    const privateKey = password ? sealKey(key, password, policy) : bytesToHex(key)
    const login: StoredLogin = { method: 'privateKey', pubkey: getPublicKey(key), privateKey }
    if (backupPending) login.backupPending = true
    return become(login, createPrivateKeySigner(key))
  }
  const pendingBackup = () => stored?.method === 'privateKey' && stored.backupPending === true

  const nip46Opts = () => {
    if (!opts.transport) throw new Error(SIGNER_ERRORS.noSigner)
    return { transport: opts.transport, clock: opts.clock }
  }

  const requireSigner = async (): Promise<Signer> => {
    if (!user.value) throw new Error(SIGNER_ERRORS.signerRequired)
    if (!signer && stored?.method === 'nip07') signer = await reconnectExtension(stored.pubkey, opts.nip07)
    if (!signer) throw new Error(SIGNER_ERRORS.noSigner)
    return signer
  }

  try {
    restore(stored)
  } catch (error) {
    console.warn('Saved login is unreadable; starting logged out', error instanceof Error ? error.message : error)
    stored = null
  }

  function restore(login: StoredLogin | null) {
    if (!login) return
    const backupPending = login.method === 'privateKey' && login.backupPending === true
    if (login.method === 'privateKey' && !isNcryptsec(login.privateKey)) return void useLocalKey(parsePrivateKey(login.privateKey), undefined, backupPending)
    const resumed = login.method === 'nip46' && opts.transport ? resumeNip46(login.session, login.pubkey, nip46Opts()) : null
    user.next({ pubkey: login.pubkey, method: login.method, locked: login.method === 'privateKey', ...(backupPending && { keyBackupPending: true }) })
    signer = resumed
  }

  return {
    user$: user.asObservable(),
    get: () => (user.value ? { ...user.value } : null),
    loginWithPrivateKey: async (input, loginOpts) => useLocalKey(parsePrivateKey(input), loginOpts?.password),
    async createAccount(accountOpts) {
      const key = generateSecretKey()
      const backupNsec = nsecEncode(key) // the one-time backup copy (see the interface)
      return { user: useLocalKey(key, accountOpts?.password, true), backupNsec }
    },
    confirmKeyBackup() {
      if (!stored || stored.method !== 'privateKey' || !stored.backupPending) return
      const { backupPending: _done, ...saved } = stored
      stored = saved
      opts.persistence.save(saved)
      if (user.value) user.next({ pubkey: user.value.pubkey, method: user.value.method, locked: user.value.locked })
    },
    async loginWithExtension() {
      const login = await createNip07Signer(opts.nip07)
      secret = null
      return become({ method: 'nip07', pubkey: login.pubkey }, login.signer)
    },
    async loginWithBunker(uri) {
      const login = await connectBunker(uri, nip46Opts())
      secret = null
      return become({ method: 'nip46', pubkey: login.pubkey, session: login.session }, login.signer)
    },
    startNostrConnect(relays) {
      const offer = startNostrConnect(relays, nip46Opts())
      const login = offer.login.then((done) => become({ method: 'nip46', pubkey: done.pubkey, session: done.session }, done.signer))
      return { uri: offer.uri, ready: offer.ready, login, cancel: offer.cancel }
    },
    async unlock(password) {
      if (stored?.method !== 'privateKey' || !isNcryptsec(stored.privateKey)) throw new Error(SIGNER_ERRORS.noSigner)
      return useLocalKey(openKey(stored.privateKey, password), password, pendingBackup())
    },
    async setPassword(password) {
      if (!secret) throw new Error(SIGNER_ERRORS.noSigner)
      useLocalKey(secret, password ?? undefined, pendingBackup())
    },
    async sign(template) {
      const active = await requireSigner()
      const signed = await active.signEvent(template).catch((error) => failWith(SIGNER_ERRORS.signFailed, error))
      const event = JSON.parse(JSON.stringify(signed ?? null)) as NostrEvent | null // plain copy: no cached "verified" mark
      if (!event || event.pubkey !== user.value?.pubkey || !verifyEvent(event)) throw new Error(SIGNER_ERRORS.signFailed)
      return event
    },
    encrypt: async (scheme, pubkey, plaintext) =>
      (await requireSigner())[scheme].encrypt(pubkey, plaintext).catch((error) => failWith(SIGNER_ERRORS.encryptFailed, error)),
    decrypt: async (scheme, pubkey, ciphertext) =>
      (await requireSigner())[scheme].decrypt(pubkey, ciphertext).catch((error) => failWith(SIGNER_ERRORS.decryptFailed, error)),
    logout() {
      signer?.close?.()
      signer = null
      secret?.fill(0)
      secret = null
      stored = null
      opts.persistence.save(null)
      user.next(null)
    },
  }
}

function failWith(message: string, cause: unknown): never {
  throw new Error(message, { cause })
}

/** A saved extension login: the extension must be back and still hold the same account. */
async function reconnectExtension(pubkey: string, nip07?: Nip07Options): Promise<Signer | null> {
  const login = await createNip07Signer(nip07).catch(() => null)
  return login?.pubkey === pubkey ? login.signer : null
}
