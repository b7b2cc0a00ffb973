/** Spec 3 §8 'Encrypted files': the texts shown in red under a file that could not be opened. */
export const ENCRYPTED_FILE_ERRORS = {
  indexFetch: 'Failed to fetch index file',
  indexKey: 'Missing decryption key for index file',
  fetch: 'Failed to fetch encrypted file',
  decrypt: 'Failed to decrypt file',
} as const

/** "Failed to fetch chunk {n}", n counting from 1. */
export const chunkFetchError = (chunkNumber: number) => `Failed to fetch chunk ${chunkNumber}`
