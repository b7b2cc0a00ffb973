// @app/core/keys: the host's (the shell's) only way to show or export the local key, on the user's explicit request.
// Remotes never import this entry (keys-entry-containment.test.ts); the signer store itself returns no key.
import { nsecEncode } from 'nostr-tools/nip19'
import { DEFAULT_KEY_ENCRYPTION, sealKey } from '../signers/key-at-rest'
import { keyAccessOf } from '../signers/key-access'
import { SIGNER_ERRORS } from '../signers/signer-errors'
import type { SignerStore } from '../signers/signer-store-types'

/**
 * The local key as an nsec. With a password set, `password` must be it ("Wrong password"); without one it is not
 * asked (pass null). Extension and remote-signer logins refuse: the key is held by the signer.
 */
export async function revealSecretKey(store: SignerStore, password: string | null): Promise<string> {
  return withKey(store, password, (key) => nsecEncode(key))
}

/**
 * The local key as a NIP-49 ncryptsec encrypted with `password` (the spec's defaults, logn 16 and ksb 2). With a
 * password set, `password` must be it ("Wrong password"): the export is never a way around the reveal's check.
 */
export async function exportNcryptsec(store: SignerStore, password: string): Promise<string> {
  if (!password) throw new Error(SIGNER_ERRORS.passwordEmpty)
  return withKey(store, password, (key) => sealKey(key, password, DEFAULT_KEY_ENCRYPTION))
}

/** Opens the key for one use and zeroes the copy afterwards. */
function withKey<T>(store: SignerStore, password: string | null, use: (key: Uint8Array) => T): T {
  const key = keyAccessOf(store).open(password)
  try {
    return use(key)
  } finally {
    key.fill(0)
  }
}
