import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { decryptAesGcm, sha256Hex } from '../media/encrypted-files/aes-gcm'
import { ENCRYPTED_FILE_ERRORS } from '../media/encrypted-files/encrypted-file-errors'
import { fetchBytes } from '../media/encrypted-files/fetch-bytes'

/** NIP-17 kind 15: files are AES-GCM encrypted before upload; key and nonce travel inside the sealed message. */
export const FILE_ENCRYPTION = 'aes-gcm'
/** Spec 3 §8 texts of encrypted files. */
export const FILE_ERRORS = { fetch: ENCRYPTED_FILE_ERRORS.fetch, decrypt: ENCRYPTED_FILE_ERRORS.decrypt } as const

export interface EncryptedFile {
  bytes: Uint8Array
  /** Hex AES-256 key and 12-byte nonce. */
  key: string
  nonce: string
  /** SHA-256 (hex) of the encrypted bytes (`x`) and of the original (`ox`). */
  sha256: string
  originalSha256: string
}

/** Encrypts a file's bytes with a fresh key and nonce. */
export async function encryptFile(plain: Uint8Array): Promise<EncryptedFile> {
  const rawKey = crypto.getRandomValues(new Uint8Array(32))
  const nonce = crypto.getRandomValues(new Uint8Array(12))
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt'])
  const bytes = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, plain as BufferSource))
  return { bytes, key: bytesToHex(rawKey), nonce: bytesToHex(nonce), sha256: await sha256Hex(bytes), originalSha256: await sha256Hex(plain) }
}

/** Decrypts what encryptFile made; a wrong key, nonce or altered bytes throw FILE_ERRORS.decrypt. */
export async function decryptFile(cipher: Uint8Array, keyHex: string, nonceHex: string): Promise<Uint8Array> {
  let nonce: Uint8Array
  try {
    nonce = hexToBytes(nonceHex)
  } catch {
    throw new Error(FILE_ERRORS.decrypt)
  }
  return decryptAesGcm(cipher, keyHex, nonce)
}

/** Fetches a kind-15 file and opens it: the bytes must hash to `x` when given, then decrypt with its key and nonce. */
export async function openChatFile(file: { url: string; decryptionKey?: string; nonce?: string; sha256?: string; mime?: string }, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const bytes = await fetchBytes(file.url, FILE_ERRORS.fetch, fetchImpl)
  if (file.sha256 && (await sha256Hex(bytes)) !== file.sha256) throw new Error(FILE_ERRORS.decrypt)
  const plain = file.decryptionKey && file.nonce ? await decryptFile(bytes, file.decryptionKey, file.nonce) : bytes
  return new Blob([plain as BlobPart], { type: file.mime ?? 'application/octet-stream' })
}
