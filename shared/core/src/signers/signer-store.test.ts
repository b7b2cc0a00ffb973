import { nsecEncode } from 'nostr-tools/nip19'
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage, type KeyValueStorage } from '../policies/storage'
import { createUserStore, USER_STORAGE_KEY } from '../stores/user-store'
import { userStoreLoginPersistence } from './login-persistence'
import type { Nip07Extension } from './nip07-signer'
import { bytesToHex } from './private-key-signer'
import { createSignerStore } from './signer-store'

const NOTE = { kind: 1, content: 'hello', tags: [], created_at: 1_700_000_000 }

function setup(storage: KeyValueStorage = createMemoryStorage(), extension?: Nip07Extension) {
  const user = createUserStore({ storage })
  const store = createSignerStore({
    persistence: userStoreLoginPersistence(user, storage),
    nip07: { getExtension: () => extension, timeoutMs: 0 },
  })
  return { storage, user, store }
}

const storedUser = (storage: KeyValueStorage) => JSON.parse(storage.getItem(USER_STORAGE_KEY)!).state

describe('signer store', () => {
  it('refuses to sign or encrypt when logged out: "Signer required"', async () => {
    const { store } = setup()
    expect(store.get()).toBeNull()
    await expect(store.sign(NOTE)).rejects.toThrow('Signer required')
    await expect(store.encrypt('nip44', 'a'.repeat(64), 'x')).rejects.toThrow('Signer required')
  })

  it('logs in with an nsec, signs verifiable events and survives a reload', async () => {
    const key = generateSecretKey()
    const { store, storage } = setup()
    expect(await store.loginWithPrivateKey(nsecEncode(key))).toEqual({ pubkey: getPublicKey(key), method: 'privateKey', locked: false, passwordProtected: false })
    expect(verifyEvent(await store.sign(NOTE))).toBe(true)
    expect(storedUser(storage)).toMatchObject({ publicKey: getPublicKey(key), nip07Login: false })
    const reloaded = setup(storage).store
    expect(reloaded.get()).toEqual({ pubkey: getPublicKey(key), method: 'privateKey', locked: false, passwordProtected: false })
    expect((await reloaded.sign(NOTE)).pubkey).toBe(getPublicKey(key))
  })

  it('marks a created key as not backed up, across reloads and a password, until the user confirms the backup', async () => {
    const { store, storage } = setup()
    const { user } = await store.createAccount()
    expect(user.keyBackupPending).toBe(true)
    expect(setup(storage).store.get()?.keyBackupPending).toBe(true)
    await store.setPassword('pw')
    const locked = setup(storage).store
    expect(locked.get()).toMatchObject({ locked: true, keyBackupPending: true })
    expect((await locked.unlock('pw')).keyBackupPending).toBe(true)
    locked.confirmKeyBackup()
    expect(locked.get()?.keyBackupPending).toBeUndefined()
    expect(setup(storage).store.get()?.keyBackupPending).toBeUndefined()
  })

  it('never marks an imported key as not backed up (the user already holds it)', async () => {
    const { store, storage } = setup()
    await store.createAccount()
    const imported = await store.loginWithPrivateKey(bytesToHex(generateSecretKey()))
    expect(imported.keyBackupPending).toBeUndefined()
    expect(setup(storage).store.get()?.keyBackupPending).toBeUndefined()
  })

  it('rejects a bad key with the spec message and stays logged out', async () => {
    const { store } = setup()
    await expect(store.loginWithPrivateKey('nsec1nope')).rejects.toThrow('Invalid private key provided.')
    expect(store.get()).toBeNull()
  })

  it('keeps a password-protected key only as an ncryptsec, locked until the right password', async () => {
    const key = generateSecretKey()
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(key), { password: 'correct horse' })
    const raw = storage.getItem(USER_STORAGE_KEY)!
    expect(storedUser(storage).privateKey).toMatch(/^ncryptsec1/)
    expect(raw).not.toContain(bytesToHex(key))
    expect(raw).not.toContain(nsecEncode(key))

    const reloaded = setup(storage).store
    expect(reloaded.get()).toEqual({ pubkey: getPublicKey(key), method: 'privateKey', locked: true, passwordProtected: true })
    await expect(reloaded.sign(NOTE)).rejects.toThrow('No signer available')
    await expect(reloaded.unlock('wrong horse')).rejects.toThrow('Wrong password')
    expect(reloaded.get()?.locked).toBe(true)
    expect(await reloaded.unlock('correct horse')).toEqual({ pubkey: getPublicKey(key), method: 'privateKey', locked: false, passwordProtected: true })
    expect(verifyEvent(await reloaded.sign(NOTE))).toBe(true)
  })

  it('adds and removes a password on a logged-in key', async () => {
    const key = generateSecretKey()
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(key))
    await store.setPassword('pw')
    expect(storedUser(storage).privateKey).toMatch(/^ncryptsec1/)
    await store.setPassword(null)
    expect(storedUser(storage).privateKey).toBe(bytesToHex(key))
  })

  it('says "Failed to sign event" when the signer returns something that does not verify', async () => {
    const pubkey = getPublicKey(generateSecretKey())
    const liar: Nip07Extension = {
      getPublicKey: async () => pubkey,
      signEvent: async (template) => ({ ...template, pubkey, id: '0'.repeat(64), sig: '0'.repeat(128) }),
    }
    const { store } = setup(createMemoryStorage(), liar)
    await store.loginWithExtension()
    await expect(store.sign(NOTE)).rejects.toThrow('Failed to sign event')
  })

  it('says "No signer available" when a saved extension login finds no extension', async () => {
    const storage = createMemoryStorage()
    const { store } = setup(storage, { getPublicKey: async () => 'b'.repeat(64), signEvent: async () => { throw new Error('no') } })
    await store.loginWithExtension()
    const reloaded = setup(storage, undefined).store
    expect(reloaded.get()).toEqual({ pubkey: 'b'.repeat(64), method: 'nip07', locked: false, passwordProtected: false })
    await expect(reloaded.sign(NOTE)).rejects.toThrow('No signer available')
  })

  it('logs out: user null, key and public key gone from storage', async () => {
    const { store, storage } = setup()
    await store.loginWithPrivateKey(bytesToHex(generateSecretKey()))
    store.logout()
    expect(store.get()).toBeNull()
    expect(storedUser(storage).privateKey).toBeUndefined()
    expect(storedUser(storage).publicKey).toBe('')
    await expect(store.sign(NOTE)).rejects.toThrow('Signer required')
  })

  it('does not sign with an extension that now holds another account', async () => {
    const storage = createMemoryStorage()
    const account = (pubkey: string): Nip07Extension => ({ getPublicKey: async () => pubkey, signEvent: async () => { throw new Error('unused') } })
    await setup(storage, account('b'.repeat(64))).store.loginWithExtension()
    const reloaded = setup(storage, account('c'.repeat(64))).store
    await expect(reloaded.sign(NOTE)).rejects.toThrow('No signer available')
  })

  it('starts logged out when the saved key is damaged', () => {
    const storage = createMemoryStorage()
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ state: { publicKey: 'a'.repeat(64), privateKey: 'zz' }, version: 2 }))
    expect(setup(storage).store.get()).toBeNull()
  })
})
