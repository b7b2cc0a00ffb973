import { isNcryptsec, openKey } from './key-at-rest'
import type { StoredLogin } from './login-persistence'
import { parsePrivateKey } from './private-key-signer'
import { SIGNER_ERRORS } from './signer-errors'
import type { CurrentUser } from './signer-types'

/** The user the app sees for a saved login: method, lock, password and remote signer, never the key. */
export function currentUserOf(login: StoredLogin, locked: boolean): CurrentUser {
  const passwordProtected = login.method === 'privateKey' && isNcryptsec(login.privateKey)
  const user: CurrentUser = { pubkey: login.pubkey, method: login.method, locked, passwordProtected }
  if (login.method === 'privateKey' && login.backupPending) user.keyBackupPending = true
  if (login.method === 'nip46') user.remoteSigner = { pubkey: login.session.remotePubkey, relays: [...login.session.relays] }
  return user
}

/**
 * The local key of a saved login. With a password set, `password` must open its ncryptsec ("Wrong password",
 * also for null); without one it is not asked. Extension and remote-signer logins never had the key here.
 */
export function openStoredKey(login: StoredLogin | null, password: string | null): Uint8Array {
  if (!login) throw new Error(SIGNER_ERRORS.signerRequired)
  if (login.method !== 'privateKey') throw new Error(SIGNER_ERRORS.keyHeldBySigner)
  if (!isNcryptsec(login.privateKey)) return parsePrivateKey(login.privateKey)
  if (password === null) throw new Error(SIGNER_ERRORS.wrongPassword)
  return openKey(login.privateKey, password)
}

/** A typed-in key: nsec or hex, or an `ncryptsec1…` opened with its password (then kept at rest as given). */
export function parseKeyInput(input: string, password?: string): { key: Uint8Array; ncryptsec?: string } {
  const text = input.trim()
  if (!isNcryptsec(text)) return { key: parsePrivateKey(text) }
  if (!password) throw new Error(SIGNER_ERRORS.ncryptsecNeedsPassword)
  return { key: openKey(text, password), ncryptsec: text }
}
