import * as nip49 from 'nostr-tools/nip49'
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage, type KeyValueStorage } from '../policies/storage'
import { createUserStore, USER_STORAGE_KEY } from '../stores/user-store'
import { userStoreLoginPersistence } from './login-persistence'
import { bytesToHex } from './private-key-signer'
import { createSignerStore } from './signer-store'

const NOTE = { kind: 1, content: 'hello', tags: [], created_at: 1_700_000_000 }
const FAST = { logn: 4, ksb: 2 } as const // scrypt cost low enough for many round trips in a test

function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const extension = { getPublicKey: async () => 'b'.repeat(64), signEvent: async () => { throw new Error('unused') } }
  const store = createSignerStore({
    persistence: userStoreLoginPersistence(createUserStore({ storage }), storage),
    nip07: { getExtension: () => extension, timeoutMs: 0 },
    keyEncryption: FAST,
  })
  return { storage, store }
}
const keyAtRest = (storage: KeyValueStorage) => JSON.parse(storage.getItem(USER_STORAGE_KEY)!).state.privateKey as string

describe('changePassword', () => {
  it('sets a first password (current null): the key moves to NIP-49 at rest and the user shows it', async () => {
    const key = generateSecretKey()
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(key))
    expect(store.get()?.passwordProtected).toBe(false)
    await store.changePassword(null, 'first')
    expect(keyAtRest(storage)).toMatch(/^ncryptsec1/)
    expect(nip49.decrypt(keyAtRest(storage), 'first')).toEqual(key)
    expect(store.get()).toMatchObject({ locked: false, passwordProtected: true })
    expect(setup(storage).store.get()).toMatchObject({ locked: true, passwordProtected: true })
  })

  it('checks the current password ("Wrong password", also for null) and leaves the key as it was', async () => {
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(generateSecretKey()), { password: 'old' })
    const before = keyAtRest(storage)
    await expect(store.changePassword('nope', 'new')).rejects.toThrow('Wrong password')
    await expect(store.changePassword(null, 'new')).rejects.toThrow('Wrong password')
    await expect(store.changePassword(null, null)).rejects.toThrow('Wrong password')
    await expect(store.changePassword('old', '')).rejects.toThrow('Enter a password.')
    expect(keyAtRest(storage)).toBe(before)
  })

  it('changes the password: only the new one unlocks after a reload', async () => {
    const key = generateSecretKey()
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(key), { password: 'old' })
    await store.changePassword('old', 'new')
    const reloaded = setup(storage).store
    await expect(reloaded.unlock('old')).rejects.toThrow('Wrong password')
    expect(await reloaded.unlock('new')).toMatchObject({ pubkey: getPublicKey(key), locked: false, passwordProtected: true })
  })

  it('removes the password (next null): the key is stored plain and no longer locks', async () => {
    const key = generateSecretKey()
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(key), { password: 'old' })
    await store.changePassword('old', null)
    expect(keyAtRest(storage)).toBe(bytesToHex(key))
    expect(store.get()?.passwordProtected).toBe(false)
    expect(setup(storage).store.get()).toMatchObject({ locked: false, passwordProtected: false })
  })

  it('works on a locked key after a reload, unlocking it with the current password', async () => {
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(generateSecretKey()), { password: 'old' })
    const locked = setup(storage).store
    await locked.changePassword('old', 'new')
    expect(locked.get()).toMatchObject({ locked: false, passwordProtected: true })
    expect(verifyEvent(await locked.sign(NOTE))).toBe(true)
  })

  it('keeps the unsaved-key mark of a created account', async () => {
    const { store } = setup()
    await store.createAccount()
    await store.changePassword(null, 'pw')
    expect(store.get()).toMatchObject({ keyBackupPending: true, passwordProtected: true })
  })

  it('refuses without a local key: logged out, or an extension login', async () => {
    const { store } = setup()
    await expect(store.changePassword(null, 'pw')).rejects.toThrow('No signer available')
    await store.loginWithExtension()
    await expect(store.changePassword(null, 'pw')).rejects.toThrow('No signer available')
  })
})

describe('signing in with an ncryptsec', () => {
  it('opens it with its password and keeps it at rest exactly as given', async () => {
    const key = generateSecretKey()
    const ncryptsec = nip49.encrypt(key, 'pw', 4, 2)
    const { store, storage } = setup()
    expect(await store.loginWithPrivateKey(` ${ncryptsec} `, { password: 'pw' })).toMatchObject({ pubkey: getPublicKey(key), locked: false, passwordProtected: true })
    expect(keyAtRest(storage)).toBe(ncryptsec)
    expect((await store.sign(NOTE)).pubkey).toBe(getPublicKey(key))
  })

  it('asks for the password, and refuses a wrong one', async () => {
    const ncryptsec = nip49.encrypt(generateSecretKey(), 'pw', 4, 2)
    const { store } = setup()
    await expect(store.loginWithPrivateKey(ncryptsec)).rejects.toThrow('This key is encrypted (ncryptsec): enter its password.')
    await expect(store.loginWithPrivateKey(ncryptsec, { password: 'nope' })).rejects.toThrow('Wrong password')
    expect(store.get()).toBeNull()
  })
})
