import type { Observable } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { KNOWN_MEDIA_SERVERS } from './user-defaults'
import type { UserStateV1 } from './user-migrations'
import { createUserStore, USER_STORAGE_KEY, USER_STORAGE_VERSION, type PublicUserState } from './user-store'

const PRODUCT_SERVER = 'https://media.example.org'

describe('user-storage', () => {
  it('starts from the spec defaults and is hydrated', () => {
    const user = createUserStore({ storage: createMemoryStorage(), productMediaServerUrl: PRODUCT_SERVER }).get()
    expect(user).toMatchObject({ publicKey: '', nip07Login: false, ndkOutboxModel: true, autoConnectUserRelays: true, hasHydrated: true })
    expect(user.mediaservers).toEqual([
      { url: PRODUCT_SERVER, protocol: 'blossom' },
      KNOWN_MEDIA_SERVERS.nostr_build,
      KNOWN_MEDIA_SERVERS.nostr_check,
    ])
    expect(user.defaultMediaserver).toEqual({ url: PRODUCT_SERVER, protocol: 'blossom' })
  })

  it('round-trips through storage as version 2', () => {
    const storage = createMemoryStorage()
    createUserStore({ storage }).update({ defaultZapAmount: 500, relayConfigs: [{ url: 'wss://a.example/', disabled: true }] })
    const raw = JSON.parse(storage.getItem(USER_STORAGE_KEY)!)
    expect(raw.version).toBe(USER_STORAGE_VERSION)
    const reloaded = createUserStore({ storage }).get()
    expect(reloaded.defaultZapAmount).toBe(500)
    expect(reloaded.relayConfigs).toEqual([{ url: 'wss://a.example/', disabled: true }])
  })

  it('migrates a version 1 state', () => {
    const storage = createMemoryStorage()
    const v1: UserStateV1 = {
      publicKey: 'a'.repeat(64),
      nip07Login: true,
      relays: ['wss://one.example/', 'wss://two.example/'],
      mediaserver: 'https://files.example.com',
      defaultZapAmount: 42,
      ndkOutboxModel: false,
    }
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ state: v1, version: 1 }))
    const user = createUserStore({ storage }).get()
    expect(user).toMatchObject({ publicKey: 'a'.repeat(64), nip07Login: true, defaultZapAmount: 42, ndkOutboxModel: false })
    expect(user.relayConfigs).toEqual([
      { url: 'wss://one.example/', disabled: false },
      { url: 'wss://two.example/', disabled: false },
    ])
    expect(user.defaultMediaserver).toEqual({ url: 'https://files.example.com', protocol: 'blossom' })
    expect(user.autoConnectUserRelays).toBe(true)
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY)!).version).toBe(2)
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY)!).state).not.toHaveProperty('mediaserver')
  })

  it('keeps the defaults and logs when the stored version is from the future', () => {
    const storage = createMemoryStorage()
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ state: { publicKey: 'b'.repeat(64) }, version: 9 }))
    const log = vi.fn()
    const user = createUserStore({ storage, log }).get()
    expect(user.publicKey).toBe('')
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY)!).version).toBe(9) // not overwritten on load
    expect(log).toHaveBeenCalledWith(expect.stringContaining('version 9'))
  })

  it('ignores corrupt storage', () => {
    const storage = createMemoryStorage()
    storage.setItem(USER_STORAGE_KEY, '{not json')
    expect(createUserStore({ storage }).get().ndkOutboxModel).toBe(true)
  })

  it('emits a field only when it changes', () => {
    const store = createUserStore({ storage: createMemoryStorage() })
    const outbox: boolean[] = []
    const relays: string[][] = []
    store.select('ndkOutboxModel').subscribe((value) => outbox.push(value))
    store.select('relays').subscribe((value) => relays.push(value))
    store.update({ defaultZapComment: 'thanks' })
    store.update({ ndkOutboxModel: false })
    store.update({ relays: ['wss://x.example/'] })
    store.update({ relays: ['wss://x.example/'] })
    expect(outbox).toEqual([true, false])
    expect(relays).toEqual([[], ['wss://x.example/']])
  })

  it('never shows or accepts privateKey through its public surface', () => {
    const storage = createMemoryStorage()
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ state: { publicKey: 'c'.repeat(64), privateKey: 'd'.repeat(64) }, version: 2 }))
    const store = createUserStore({ storage })
    const seen: unknown[] = []
    store.state$.subscribe((value) => seen.push(value))
    store.update({ privateKey: 'e'.repeat(64) } as Partial<PublicUserState>)
    expect(JSON.stringify([seen, store.get()])).not.toMatch(/dddd|eeee/)
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY)!).state.privateKey).toBe('d'.repeat(64))
  })

  it('gives no way to privateKey from its observables: no select of it, no source to walk back to', () => {
    const storage = createMemoryStorage()
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ state: { publicKey: 'c'.repeat(64), privateKey: 'd'.repeat(64) }, version: 2 }))
    const store = createUserStore({ storage })
    const seen: unknown[] = []
    const select = store.select as (field: unknown) => Observable<unknown>
    select('privateKey').subscribe((value) => seen.push(value))
    select({ toString: () => 'privateKey' }).subscribe((value) => seen.push(value))
    // What code holding the core can reach: every property of the observables, followed and subscribed to.
    for (const observable of [store.state$, store.select('publicKey')]) {
      for (let link: unknown = observable; link; link = (link as { source?: unknown }).source) {
        ;(link as Observable<unknown>).subscribe((value) => seen.push(value))
      }
    }
    expect(seen).toContain('c'.repeat(64)) // the test does read real values
    expect(JSON.stringify(seen)).not.toContain('dddd')
  })
})
