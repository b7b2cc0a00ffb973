// Test helpers: encrypt exactly as other clients do (formats.md 'Encrypted files') and serve bytes without a network.
import { bytesToHex } from '@noble/hashes/utils.js'
import type { FileFetch } from './fetch-bytes'

/** A fresh 32-byte AES key, hex. */
export const randomKeyHex = () => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))

/** `IV (12 bytes) ‖ AES-GCM ciphertext+tag`, as WebCrypto's encrypt returns it with the IV written in front. */
export async function sealIvPrefixed(plain: Uint8Array, keyHex: string): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const keyBytes = Uint8Array.from(keyHex.match(/../g)!, (pair) => parseInt(pair, 16))
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt'])
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain as BufferSource))
  const sealed = new Uint8Array(iv.length + cipher.length)
  sealed.set(iv)
  sealed.set(cipher, iv.length)
  return sealed
}

const sha256 = async (bytes: Uint8Array) => bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)))

/** Deterministic bytes of the given length (a counter pattern), cheap to compare. */
export const patternBytes = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 251)

/**
 * A chunked file as an uploader writes it: each chunk sealed, stored at `<sha256 of sealed chunk>.bin` beside the
 * index, and the index `{fileName, size, chunkSize, chunkHashes}` sealed at `indexUrl`.
 */
export async function sealChunkedFile(plain: Uint8Array, keyHex: string, chunkSize: number, indexUrl: string, fileName = 'file.dat') {
  const files = new Map<string, Uint8Array>()
  const chunkHashes: string[] = []
  for (let offset = 0; offset < plain.length; offset += chunkSize) {
    const sealed = await sealIvPrefixed(plain.subarray(offset, offset + chunkSize), keyHex)
    const hash = await sha256(sealed)
    chunkHashes.push(hash)
    files.set(new URL(`${hash}.bin`, indexUrl).href, sealed)
  }
  const index = { fileName, size: plain.length, chunkSize, chunkHashes }
  files.set(indexUrl, await sealIvPrefixed(new TextEncoder().encode(JSON.stringify(index)), keyHex))
  return { files, chunkHashes }
}

/** A fetch answering from `files` (404 otherwise), recording each URL asked for. */
export function serveFiles(files: ReadonlyMap<string, Uint8Array>) {
  const requested: string[] = []
  const fetch: FileFetch = async (url) => {
    requested.push(url)
    const body = files.get(url)
    return { ok: Boolean(body), arrayBuffer: async () => (body ?? new Uint8Array()).slice().buffer }
  }
  return { fetch, requested }
}
