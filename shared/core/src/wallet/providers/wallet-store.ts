import type { KeyValueStorage } from '../../policies/storage'
import { createPersistedStore, type PersistedStore } from '../../stores/persisted-store'

/** Spec 2 §3 'Wallet provider types'. */
export type WalletProvider = 'cashu' | 'native' | 'nwc' | 'disabled'

/** Spec 2 §3 'Wallet connection': a saved remote (NWC) wallet. */
export interface WalletConnection {
  id: string
  name: string
  connectionString: string
  lastUsed?: number
  /** Sats, as last read. */
  balance?: number
  isLocalCashuWallet?: boolean
}

export interface WalletState {
  /** Null until the user chooses (the wallet then counts as cashu, spec 2 §4). */
  provider: WalletProvider | null
  activeConnectionId: string | null
  connections: WalletConnection[]
}

export const WALLET_STORAGE_KEY = 'wallet-storage'
const DEFAULTS: WalletState = { provider: null, activeConnectionId: null, connections: [] }

/** The provider in effect: cashu until chosen. */
export const effectiveProvider = (state: WalletState): WalletProvider => state.provider ?? 'cashu'

export function createWalletStore(storage: KeyValueStorage): PersistedStore<WalletState> {
  return createPersistedStore<WalletState>({ storage, key: WALLET_STORAGE_KEY, version: 1, defaults: DEFAULTS, onLoad: sanitize })
}

/** Connections without a string or id (another version, a hand edit) are dropped; a dangling active id is cleared. */
function sanitize(state: WalletState): WalletState {
  const connections = (Array.isArray(state.connections) ? state.connections : []).filter((c) => c && typeof c.id === 'string' && typeof c.connectionString === 'string')
  const active = connections.some((c) => c.id === state.activeConnectionId) ? state.activeConnectionId : null
  const provider = ['cashu', 'native', 'nwc', 'disabled'].includes(state.provider as string) ? state.provider : null
  return { provider, activeConnectionId: active, connections }
}

/** Spec 2 §4: removing the active remote connection falls back to native. */
export function withoutConnection(state: WalletState, id: string): WalletState {
  const connections = state.connections.filter((c) => c.id !== id)
  if (state.activeConnectionId !== id) return { ...state, connections }
  return { ...state, connections, activeConnectionId: null, provider: state.provider === 'nwc' ? 'native' : state.provider }
}

/** Spec 2 §4: a local-ecash remote connection becomes active only while no provider is chosen. */
export function adoptLocalCashuConnection(state: WalletState): WalletState | null {
  if (state.provider !== null) return null
  const local = state.connections.find((c) => c.isLocalCashuWallet)
  return local ? { ...state, provider: 'nwc', activeConnectionId: local.id } : null
}

/** Spec 2 §4: checked 3, 5, 10 and 15 s after start. */
export const LOCAL_CASHU_CHECKS_MS = [3000, 5000, 10000, 15000]
