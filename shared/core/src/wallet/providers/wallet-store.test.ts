import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../policies/storage'
import { adoptLocalCashuConnection, createWalletStore, effectiveProvider, WALLET_STORAGE_KEY, withoutConnection, type WalletState } from './wallet-store'

const nwc = (id: string, extra = {}) => ({ id, name: id, connectionString: `nostr+walletconnect://${id}`, ...extra })

describe('wallet store (spec 2 §4 wallet provider)', () => {
  it('counts as cashu until a provider is chosen, and keeps the choice across reloads', () => {
    const storage = createMemoryStorage()
    const store = createWalletStore(storage)
    expect(store.get().provider).toBeNull()
    expect(effectiveProvider(store.get())).toBe('cashu')
    store.update({ provider: 'native' })
    expect(effectiveProvider(createWalletStore(storage).get())).toBe('native')
  })

  it('drops malformed stored connections and a dangling active id', () => {
    const storage = createMemoryStorage()
    const state = { provider: 'nwc', activeConnectionId: 'gone', connections: [nwc('a'), { id: 5 }, null] }
    storage.setItem(WALLET_STORAGE_KEY, JSON.stringify({ state, version: 1 }))
    const loaded = createWalletStore(storage).get()
    expect(loaded.connections.map((c) => c.id)).toEqual(['a'])
    expect(loaded.activeConnectionId).toBeNull()
  })

  it('removing the active remote connection falls back to native; another one leaves the provider alone', () => {
    const state: WalletState = { provider: 'nwc', activeConnectionId: 'a', connections: [nwc('a'), nwc('b')] }
    expect(withoutConnection(state, 'a')).toMatchObject({ provider: 'native', activeConnectionId: null, connections: [nwc('b')] })
    expect(withoutConnection(state, 'b')).toMatchObject({ provider: 'nwc', activeConnectionId: 'a' })
  })

  it('adopts a local-ecash remote connection only while no provider is chosen', () => {
    const connections = [nwc('a'), nwc('local', { isLocalCashuWallet: true })]
    expect(adoptLocalCashuConnection({ provider: null, activeConnectionId: null, connections })).toMatchObject({ provider: 'nwc', activeConnectionId: 'local' })
    expect(adoptLocalCashuConnection({ provider: 'cashu', activeConnectionId: null, connections })).toBeNull()
    expect(adoptLocalCashuConnection({ provider: null, activeConnectionId: null, connections: [nwc('a')] })).toBeNull()
  })
})
