// Encrypted files in notes (spec 3 §2, §3, §5, §8): the imeta reading is light and loads with the core; the fetching,
// hashing and decrypting load the first time a file is opened.
import type { openEncryptedFile as open } from './open-encrypted-file'

export { encryptedFilesOf, encryptedFileOfImeta, isEncryptedFileLink, type EncryptedFileMeta } from './encrypted-file-meta'
export { ENCRYPTED_FILE_ERRORS, chunkFetchError } from './encrypted-file-errors'
export type { OpenEncryptedFileOptions } from './open-encrypted-file'
export type { FileFetch } from './fetch-bytes'

/** Fetches and decrypts a note's encrypted file (see open-encrypted-file.ts); its code loads on the first call. */
export const openEncryptedFile: typeof open = async (file, options) => (await import('./open-encrypted-file')).openEncryptedFile(file, options)
