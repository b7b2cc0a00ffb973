import { readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import { privateKeySlot, type UserStore } from '../stores/user-store'
import type { Nip46Session } from './nip46/nip46-signer'

/** What survives a reload. `privateKey` is hex, or an ncryptsec once the user set a password. */
export type StoredLogin =
  | { method: 'privateKey'; pubkey: string; privateKey: string; backupPending?: true }
  | { method: 'nip07'; pubkey: string }
  | { method: 'nip46'; pubkey: string; session: Nip46Session }

/** Where the signer store keeps the login. */
export interface LoginPersistence {
  load(): StoredLogin | null
  save(login: StoredLogin | null): void
}

/** Storage key of the remote-signer session (its own throwaway client key, not the user's key). */
export const NIP46_SESSION_KEY = 'nip46-session'

/** Storage key naming the pubkey of a key created here whose backup the user has not confirmed. */
export const KEY_BACKUP_PENDING_KEY = 'key-backup-pending'

/** Keeps the login in user-storage (publicKey, privateKey, nip07Login) plus the NIP-46 session. */
export function userStoreLoginPersistence(user: UserStore, storage: KeyValueStorage): LoginPersistence {
  const keySlot = privateKeySlot(user)
  return {
    load() {
      const { publicKey: pubkey, nip07Login } = user.get()
      const privateKey = keySlot.get()
      if (!pubkey) return null
      if (privateKey) {
        const backupPending = readJson(storage, KEY_BACKUP_PENDING_KEY) === pubkey
        return backupPending ? { method: 'privateKey', pubkey, privateKey, backupPending: true } : { method: 'privateKey', pubkey, privateKey }
      }
      if (nip07Login) return { method: 'nip07', pubkey }
      const session = readJson(storage, NIP46_SESSION_KEY) as Nip46Session | undefined
      return session?.remotePubkey ? { method: 'nip46', pubkey, session } : null
    },
    save(login) {
      keySlot.set(login?.method === 'privateKey' ? login.privateKey : undefined)
      user.update({ publicKey: login?.pubkey ?? '', nip07Login: login?.method === 'nip07' })
      writeJson(storage, NIP46_SESSION_KEY, login?.method === 'nip46' ? login.session : null)
      writeJson(storage, KEY_BACKUP_PENDING_KEY, login?.method === 'privateKey' && login.backupPending ? login.pubkey : null)
    },
  }
}
