import { decryptIvPrefixed } from './aes-gcm'
import { openChunkedFile } from './chunked-file'
import { ENCRYPTED_FILE_ERRORS } from './encrypted-file-errors'
import type { EncryptedFileMeta } from './encrypted-file-meta'
import { fetchBytes, throwIfAborted, type FileFetch } from './fetch-bytes'

export interface OpenEncryptedFileOptions {
  /** Injected in tests and stories; the global fetch by default. */
  fetch?: FileFetch
  /** Aborting stops the fetches; the promise then rejects with the abort reason, not one of the error texts. */
  signal?: AbortSignal
  /** Percent done, 0–100: chunked files report after each chunk, single files once, at the end. */
  onProgress?: (percent: number) => void
}

/**
 * Fetches and decrypts an encrypted file (spec 3 §5): a single file, or, with a chunk size, a chunked file's index
 * and then its chunks. Every failure rejects with one of the spec 3 §8 texts.
 */
export async function openEncryptedFile(file: Pick<EncryptedFileMeta, 'url' | 'key' | 'chunkSize'>, options: OpenEncryptedFileOptions = {}): Promise<Uint8Array> {
  const { fetch, signal, onProgress } = options
  if (file.chunkSize) return openChunkedFile({ url: file.url, key: file.key, fetch, signal, onProgress })
  const plain = await decryptIvPrefixed(await fetchBytes(file.url, ENCRYPTED_FILE_ERRORS.fetch, fetch, signal), file.key)
  throwIfAborted(signal)
  onProgress?.(100)
  return plain
}
