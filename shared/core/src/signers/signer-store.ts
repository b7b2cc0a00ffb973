import { BehaviorSubject } from 'rxjs'
import { nsecEncode } from 'nostr-tools/nip19'
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'
import { DEFAULT_KEY_ENCRYPTION, isNcryptsec, openKey, sealKey } from './key-at-rest'
import { registerKeyAccess } from './key-access'
import { currentUserOf, openStoredKey, parseKeyInput } from './local-key'
import type { StoredLogin } from './login-persistence'
import { connectBunker, resumeNip46, startNostrConnect } from './nip46/nip46-signer'
import { createNip07Signer, type Nip07Options } from './nip07-signer'
import { bytesToHex, createPrivateKeySigner, parsePrivateKey } from './private-key-signer'
import { SIGNER_ERRORS } from './signer-errors'
import type { SignerStore, SignerStoreOptions } from './signer-store-types'
import type { CurrentUser, Signer } from './signer-types'

/** The store's interface and options live in signer-store-types.ts; imported from here as before. */
export type { SignerStore, NewAccount, SignerStoreOptions, CipherScheme } from './signer-store-types'

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
    const current = currentUserOf(login, next === null && login.method === 'privateKey')
    user.next(current)
    return { ...current }
  }

  const dropSecret = () => {
    secret?.fill(0)
    secret = null
  }
  /** The key as it is kept at rest: an ncryptsec with a password, else hex. */
  const atRest = (key: Uint8Array, password?: string | null) => (password ? sealKey(key, password, policy) : bytesToHex(key))
  const useLocalKey = (key: Uint8Array, privateKey: string, backupPending = false) => {
    if (secret !== key) dropSecret()
    secret = key
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
    if (login.method === 'privateKey' && !isNcryptsec(login.privateKey)) {
      const key = parsePrivateKey(login.privateKey)
      return void useLocalKey(key, atRest(key), backupPending)
    }
    const resumed = login.method === 'nip46' && opts.transport ? resumeNip46(login.session, login.pubkey, nip46Opts()) : null
    user.next(currentUserOf(login, login.method === 'privateKey'))
    signer = resumed
  }

  const store: SignerStore = {
    user$: user.asObservable(),
    get: () => (user.value ? { ...user.value } : null),
    async loginWithPrivateKey(input, loginOpts) {
      const { key, ncryptsec } = parseKeyInput(input, loginOpts?.password)
      return useLocalKey(key, ncryptsec ?? atRest(key, loginOpts?.password))
    },
    async createAccount(accountOpts) {
      const key = generateSecretKey()
      const backupNsec = nsecEncode(key) // the one-time backup copy (see the interface)
      return { user: useLocalKey(key, atRest(key, accountOpts?.password), true), backupNsec }
    },
    confirmKeyBackup() {
      if (!stored || stored.method !== 'privateKey' || !stored.backupPending) return
      const { backupPending: _done, ...saved } = stored
      stored = saved
      opts.persistence.save(saved)
      if (user.value) user.next(currentUserOf(saved, user.value.locked))
    },
    async loginWithExtension() {
      const login = await createNip07Signer(opts.nip07)
      dropSecret()
      return become({ method: 'nip07', pubkey: login.pubkey }, login.signer)
    },
    async loginWithBunker(uri) {
      const login = await connectBunker(uri, nip46Opts())
      dropSecret()
      return become({ method: 'nip46', pubkey: login.pubkey, session: login.session }, login.signer)
    },
    startNostrConnect(relays) {
      const offer = startNostrConnect(relays, nip46Opts())
      const login = offer.login.then((done) => become({ method: 'nip46', pubkey: done.pubkey, session: done.session }, done.signer))
      return { uri: offer.uri, ready: offer.ready, login, cancel: offer.cancel }
    },
    async unlock(password) {
      if (stored?.method !== 'privateKey' || !isNcryptsec(stored.privateKey)) throw new Error(SIGNER_ERRORS.noSigner)
      return useLocalKey(openKey(stored.privateKey, password), stored.privateKey, pendingBackup())
    },
    async setPassword(password) {
      if (!secret) throw new Error(SIGNER_ERRORS.noSigner)
      useLocalKey(secret, atRest(secret, password), pendingBackup())
    },
    async changePassword(current, next) {
      if (stored?.method !== 'privateKey') throw new Error(SIGNER_ERRORS.noSigner)
      if (next === '') throw new Error(SIGNER_ERRORS.passwordEmpty)
      const key = openStoredKey(stored, current)
      useLocalKey(key, atRest(key, next), pendingBackup())
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
      dropSecret()
      stored = null
      opts.persistence.save(null)
      user.next(null)
    },
  }
  registerKeyAccess(store, { open: (password) => openStoredKey(stored, password) })
  return store
}

function failWith(message: string, cause: unknown): never {
  throw new Error(message, { cause })
}

/** A saved extension login: the extension must be back and still hold the same account. */
async function reconnectExtension(pubkey: string, nip07?: Nip07Options): Promise<Signer | null> {
  const login = await createNip07Signer(nip07).catch(() => null)
  return login?.pubkey === pubkey ? login.signer : null
}
