import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { ENCRYPTED_FILE_ERRORS } from './encrypted-file-errors'

/** Spec 3 §9: AES-GCM with a 32-byte key and a 12-byte IV. */
export const AES_GCM_IV_BYTES = 12

/** SHA-256 of the bytes, lower-case hex. */
export const sha256Hex = async (bytes: Uint8Array) => bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)))

/** Decrypts AES-GCM ciphertext (tag at the end); a bad key, IV or altered bytes throw "Failed to decrypt file". */
export async function decryptAesGcm(cipher: Uint8Array, keyHex: string, iv: Uint8Array): Promise<Uint8Array> {
  try {
    const key = await crypto.subtle.importKey('raw', hexToBytes(keyHex) as BufferSource, 'AES-GCM', false, ['decrypt'])
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, cipher as BufferSource))
  } catch {
    throw new Error(ENCRYPTED_FILE_ERRORS.decrypt)
  }
}

/** Opens `IV (12 bytes) ‖ ciphertext+tag`, the layout other clients write for encrypted files and chunks. */
export function decryptIvPrefixed(sealed: Uint8Array, keyHex: string): Promise<Uint8Array> {
  if (sealed.length <= AES_GCM_IV_BYTES) return Promise.reject(new Error(ENCRYPTED_FILE_ERRORS.decrypt))
  return decryptAesGcm(sealed.subarray(AES_GCM_IV_BYTES), keyHex, sealed.subarray(0, AES_GCM_IV_BYTES))
}
