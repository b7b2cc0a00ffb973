import { nsecEncode } from 'nostr-tools/nip19'
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { createUserStore } from '../stores/user-store'
import { userStoreLoginPersistence } from './login-persistence'
import { bytesToHex, hexToBytes } from './private-key-signer'
import { createSignerStore, type SignerStore } from './signer-store'

const NOTE = { kind: 1, content: 'hi', tags: [], created_at: 1_700_000_000 }

/** Everything the outside world can observe, as text (errors with their causes). */
async function outcome(call: () => unknown): Promise<string> {
  try {
    return JSON.stringify((await call()) ?? null)
  } catch (error) {
    return `${(error as Error).message} ${String((error as Error).cause ?? '')}`
  }
}

describe('the private key never leaves the core', () => {
  it('appears in no observable value and no method result', async () => {
    const key = generateSecretKey()
    const peer = getPublicKey(generateSecretKey())
    const storage = createMemoryStorage()
    const user = createUserStore({ storage })
    const make = () => createSignerStore({ persistence: userStoreLoginPersistence(user, storage), nip07: { timeoutMs: 0 } })
    let store: SignerStore = make()
    const seen: string[] = []
    const watch = (target: SignerStore) => target.user$.subscribe((value) => seen.push(JSON.stringify(value)))
    watch(store)
    user.state$.subscribe((value) => seen.push(JSON.stringify(value)))
    for (const field of Object.keys(user.get()) as (keyof ReturnType<typeof user.get>)[]) user.select(field).subscribe((value) => seen.push(JSON.stringify(value ?? null)))

    const calls: Record<keyof Omit<SignerStore, 'user$'>, () => unknown> = {
      loginWithPrivateKey: () => store.loginWithPrivateKey(nsecEncode(key), { password: 'pw' }),
      get: () => store.get(),
      sign: () => store.sign(NOTE),
      encrypt: () => store.encrypt('nip44', peer, 'plain'),
      decrypt: () => store.decrypt('nip04', peer, 'garbage'),
      setPassword: () => store.setPassword(null),
      unlock: async () => {
        await store.setPassword('pw')
        store = make()
        watch(store)
        return [await outcome(() => store.unlock('bad')), await store.unlock('pw')]
      },
      changePassword: async () => [
        await outcome(() => store.changePassword('bad', 'x')),
        await outcome(() => store.changePassword(null, 'x')),
        await store.changePassword('pw', 'pw2'),
        store.get(),
        await store.changePassword('pw2', null),
        store.get(),
      ],
      loginWithExtension: () => store.loginWithExtension(),
      loginWithBunker: () => store.loginWithBunker('bunker://nope'),
      startNostrConnect: () => store.startNostrConnect(['ws://127.0.0.1:1']),
      createAccount: () => 'checked separately',
      confirmKeyBackup: () => store.confirmKeyBackup(),
      logout: () => store.logout(),
    }
    expect(Object.keys(store).sort()).toEqual([...Object.keys(calls), 'user$'].sort())
    for (const call of Object.values(calls)) seen.push(await outcome(call))
    seen.push(JSON.stringify(user.get()))

    const everything = seen.join('\n')
    expect(everything).toContain(getPublicKey(key)) // the test does look at real output
    for (const secret of [bytesToHex(key), nsecEncode(key), JSON.stringify(key), 'ncryptsec1']) expect(everything).not.toContain(secret)
  })

  it('keeps a generated account key out of every result except its one-time backup', async () => {
    const storage = createMemoryStorage()
    const user = createUserStore({ storage })
    const store = createSignerStore({ persistence: userStoreLoginPersistence(user, storage) })
    const created = await store.createAccount()
    const storedKey = JSON.parse(storage.getItem('user-storage')!).state.privateKey as string
    expect(storedKey).toMatch(/^[0-9a-f]{64}$/)
    // The only exception: createAccount hands the nsec out once, for the user's backup.
    expect(created.backupNsec).toBe(nsecEncode(hexToBytes(storedKey)))
    expect(JSON.stringify(created.user)).not.toContain(storedKey)
    // Nothing else returns it, and a second call cannot get it back (it makes another key).
    const again = createSignerStore({ persistence: userStoreLoginPersistence(createUserStore({ storage: createMemoryStorage() }), createMemoryStorage()) })
    const second = await again.createAccount()
    const seen = JSON.stringify([store.get(), user.get(), await store.sign(NOTE), second])
    for (const secret of [storedKey, created.backupNsec]) expect(seen).not.toContain(secret)
    expect(second.backupNsec).not.toBe(created.backupNsec)
    expect(user.get()).not.toHaveProperty('privateKey')
  })
})
