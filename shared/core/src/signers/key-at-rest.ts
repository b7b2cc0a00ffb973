import * as nip49 from 'nostr-tools/nip49'
import { SIGNER_ERRORS } from './signer-errors'

/** NIP-49 scrypt cost (log2 N) and key-security byte. */
export interface KeyEncryptionPolicy {
  logn: number
  ksb: 0 | 1 | 2
}

/** Spec 3 §9: "Private-key encryption defaults: 16 and 2". */
export const DEFAULT_KEY_ENCRYPTION: KeyEncryptionPolicy = { logn: 16, ksb: 2 }

/** True for an `ncryptsec1…` string. */
export function isNcryptsec(value: string): boolean {
  return value.startsWith('ncryptsec1')
}

/** Encrypts the key with the password (NIP-49). */
export function sealKey(secretKey: Uint8Array, password: string, policy = DEFAULT_KEY_ENCRYPTION): string {
  return nip49.encrypt(secretKey, password.normalize('NFKC'), policy.logn, policy.ksb)
}

/** Decrypts an ncryptsec; a wrong password (or a damaged string) throws "Wrong password". */
export function openKey(ncryptsec: string, password: string): Uint8Array {
  try {
    return nip49.decrypt(ncryptsec, password.normalize('NFKC'))
  } catch (error) {
    throw new Error(SIGNER_ERRORS.wrongPassword, { cause: error })
  }
}
