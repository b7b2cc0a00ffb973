import { bech32 } from '@scure/base'
import { nsecEncode } from 'nostr-tools/nip19'
import * as nip49 from 'nostr-tools/nip49'
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage, type KeyValueStorage } from '../policies/storage'
import { userStoreLoginPersistence } from '../signers/login-persistence'
import { bytesToHex } from '../signers/private-key-signer'
import { createSignerStore } from '../signers/signer-store'
import { createUserStore, USER_STORAGE_KEY } from '../stores/user-store'
import { exportNcryptsec, revealSecretKey } from './index'

const NOTE = { kind: 1, content: 'hello', tags: [], created_at: 1_700_000_000 }
const HELD = 'Your key is held by your signer; it cannot be shown here.'

function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const extension = { getPublicKey: async () => 'b'.repeat(64), signEvent: async () => { throw new Error('unused') } }
  return createSignerStore({
    persistence: userStoreLoginPersistence(createUserStore({ storage }), storage),
    nip07: { getExtension: () => extension, timeoutMs: 0 },
    keyEncryption: { logn: 4, ksb: 2 },
  })
}

/** NIP-49 payload: version, log_n, salt (16), nonce (24), key-security byte, … */
const nip49Params = (ncryptsec: string) => {
  const bytes = bech32.fromWords(bech32.decode(ncryptsec as `${string}1${string}`, 5000).words)
  return { logn: bytes[1], ksb: bytes[42] }
}

describe('revealSecretKey', () => {
  it('shows the nsec of a key without a password (no password asked)', async () => {
    const key = generateSecretKey()
    const store = setup()
    await store.loginWithPrivateKey(bytesToHex(key))
    expect(await revealSecretKey(store, null)).toBe(nsecEncode(key))
  })

  it('asks for the right password when one is set, also on a locked key after a reload', async () => {
    const key = generateSecretKey()
    const storage = createMemoryStorage()
    await setup(storage).loginWithPrivateKey(bytesToHex(key), { password: 'pw' })
    const locked = setup(storage)
    await expect(revealSecretKey(locked, null)).rejects.toThrow('Wrong password')
    await expect(revealSecretKey(locked, 'nope')).rejects.toThrow('Wrong password')
    expect(await revealSecretKey(locked, 'pw')).toBe(nsecEncode(key))
    expect(locked.get()?.locked).toBe(true) // showing the key does not unlock signing
  })

  it('refuses for an extension login, and when logged out', async () => {
    const store = setup()
    await expect(revealSecretKey(store, null)).rejects.toThrow('Signer required')
    await store.loginWithExtension()
    await expect(revealSecretKey(store, null)).rejects.toThrow(HELD)
    await expect(exportNcryptsec(store, 'pw')).rejects.toThrow(HELD)
  })

  it('is reachable through no property of the store', async () => {
    const key = generateSecretKey()
    const store = setup()
    await store.loginWithPrivateKey(bytesToHex(key))
    expect(Object.getOwnPropertySymbols(store)).toEqual([])
    const values = Object.getOwnPropertyNames(store).map((name) => (store as unknown as Record<string, unknown>)[name])
    expect(values.every((value) => typeof value === 'function' || name(value) === 'Observable')).toBe(true)
    expect(JSON.stringify(store)).not.toContain(bytesToHex(key))
  })
})

describe('exportNcryptsec', () => {
  it('encrypts the key with the password (NIP-49, logn 16, ksb 2); nip49.decrypt gives the key back', async () => {
    const key = generateSecretKey()
    const store = setup()
    await store.loginWithPrivateKey(bytesToHex(key))
    const ncryptsec = await exportNcryptsec(store, 'export pw')
    expect(ncryptsec).toMatch(/^ncryptsec1/)
    expect(nip49Params(ncryptsec)).toEqual({ logn: 16, ksb: 2 })
    expect(nip49.decrypt(ncryptsec, 'export pw')).toEqual(key)
  })

  it('signs in elsewhere with the export and its password, keeping it at rest as exported', async () => {
    const key = generateSecretKey()
    const source = setup()
    await source.loginWithPrivateKey(bytesToHex(key))
    const ncryptsec = await exportNcryptsec(source, 'moving')
    const storage = createMemoryStorage()
    const target = setup(storage)
    expect(await target.loginWithPrivateKey(ncryptsec, { password: 'moving' })).toMatchObject({ pubkey: getPublicKey(key), passwordProtected: true })
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY)!).state.privateKey).toBe(ncryptsec)
    expect(verifyEvent(await target.sign(NOTE))).toBe(true)
    expect(await setup(storage).unlock('moving')).toMatchObject({ pubkey: getPublicKey(key), locked: false })
  })

  it('requires the account password when one is set, and a non-empty one', async () => {
    const key = generateSecretKey()
    const store = setup()
    await store.loginWithPrivateKey(bytesToHex(key), { password: 'pw' })
    await expect(exportNcryptsec(store, 'other')).rejects.toThrow('Wrong password')
    await expect(exportNcryptsec(store, '')).rejects.toThrow('Enter a password.')
    expect(nip49.decrypt(await exportNcryptsec(store, 'pw'), 'pw')).toEqual(key)
  })
})

function name(value: unknown): string {
  return (value as { constructor?: { name?: string } } | null)?.constructor?.name ?? ''
}
