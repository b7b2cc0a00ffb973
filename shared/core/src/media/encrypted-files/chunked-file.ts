import { decryptIvPrefixed, sha256Hex } from './aes-gcm'
import { ENCRYPTED_FILE_ERRORS, chunkFetchError } from './encrypted-file-errors'
import { isEncryptedFileLink } from './encrypted-file-meta'
import { fetchBytes, throwIfAborted, type FileFetch } from './fetch-bytes'

/** A chunked file's index (formats.md 'Encrypted files'): the chunks' SHA-256, of their encrypted bytes, in order. */
export interface ChunkIndex {
  fileName?: string
  size?: number
  chunkSize?: number
  chunkHashes: string[]
}

export interface ChunkedFileRequest {
  /** The index's URL; the chunks live beside it as `<chunkHash>.bin`. */
  url: string
  key: string
  fetch?: FileFetch
  signal?: AbortSignal
  onProgress?: (percent: number) => void
}

const SHA256_HEX = /^[0-9a-f]{64}$/i

/** The index's JSON, or "Failed to fetch index file" when it is not one. */
export function parseChunkIndex(bytes: Uint8Array): ChunkIndex {
  try {
    const index = JSON.parse(new TextDecoder().decode(bytes)) as Partial<ChunkIndex> | null
    const hashes = index?.chunkHashes
    if (Array.isArray(hashes) && hashes.every((hash) => typeof hash === 'string' && SHA256_HEX.test(hash))) {
      return { ...index, chunkHashes: hashes.map((hash) => hash.toLowerCase()) }
    }
  } catch {
    // not JSON: the same answer as a missing index
  }
  throw new Error(ENCRYPTED_FILE_ERRORS.indexFetch)
}

/** A chunk's URL: the index's folder with `<chunkHash>.bin` as its last path segment. */
export function chunkUrl(indexUrl: string, chunkHash: string): string {
  const url = new URL(indexUrl)
  url.pathname = url.pathname.replace(/[^/]*$/, `${chunkHash}.bin`)
  url.search = ''
  url.hash = ''
  return url.href
}

/** Fetches the index, decrypting it when its link ends in .bin. */
async function readChunkIndex({ url, key, fetch, signal }: ChunkedFileRequest): Promise<ChunkIndex> {
  const bytes = await fetchBytes(url, ENCRYPTED_FILE_ERRORS.indexFetch, fetch, signal)
  if (!isEncryptedFileLink(url)) return parseChunkIndex(bytes)
  if (!key) throw new Error(ENCRYPTED_FILE_ERRORS.indexKey)
  return parseChunkIndex(await decryptIvPrefixed(bytes, key))
}

/** One chunk, checked against its hash before it is decrypted. */
async function openChunk(request: ChunkedFileRequest, hash: string, chunkNumber: number): Promise<Uint8Array> {
  const sealed = await fetchBytes(chunkUrl(request.url, hash), chunkFetchError(chunkNumber), request.fetch, request.signal)
  if ((await sha256Hex(sealed)) !== hash) throw new Error(ENCRYPTED_FILE_ERRORS.decrypt)
  return decryptIvPrefixed(sealed, request.key)
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    whole.set(part, offset)
    offset += part.length
  }
  return whole
}

/** The plain bytes of a chunked file, chunk after chunk, reporting the percent done after each. */
export async function openChunkedFile(request: ChunkedFileRequest): Promise<Uint8Array> {
  const { chunkHashes } = await readChunkIndex(request)
  const parts: Uint8Array[] = []
  request.onProgress?.(0)
  for (const [index, hash] of chunkHashes.entries()) {
    parts.push(await openChunk(request, hash, index + 1))
    throwIfAborted(request.signal)
    request.onProgress?.(Math.round(((index + 1) / chunkHashes.length) * 100))
  }
  return concatenate(parts)
}
