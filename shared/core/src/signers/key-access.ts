import type { SignerStore } from './signer-store-types'

/** Opens the store's local key after checking the password; the caller must zero the bytes when done. */
export interface KeyAccess {
  open(password: string | null): Uint8Array
}

// Registered by createSignerStore: no property of the store object reaches the key, only this host-side lookup
// (used by @app/core/keys, which remotes never import). Not exported from the signers' or the core's index.
const keyAccess = new WeakMap<SignerStore, KeyAccess>()

/** Called once by createSignerStore for the store it returns. */
export function registerKeyAccess(store: SignerStore, access: KeyAccess): void {
  keyAccess.set(store, access)
}

/** The key access of a store made by createSignerStore. */
export function keyAccessOf(store: SignerStore): KeyAccess {
  const access = keyAccess.get(store)
  if (!access) throw new Error('Not a signer store created by createSignerStore')
  return access
}
