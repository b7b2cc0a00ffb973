// Encrypted files in notes (spec 3 §2, §3, §5, §8). None of it is in the first load: note content asks for it only
// for a .bin link in a note whose imeta carries a decryption key.
export type { EncryptedFileMeta } from './encrypted-file-meta'
export type { OpenEncryptedFileOptions } from './open-encrypted-file'
export type { FileFetch } from './fetch-bytes'

/** encryptedFilesOf (which links of a note open as files) and openEncryptedFile (fetch and decrypt one). */
export type EncryptedFilesCode = typeof import('./encrypted-files-code')

/** Loads the encrypted files' code (an async chunk of its own). */
export const loadEncryptedFiles = (): Promise<EncryptedFilesCode> => import('./encrypted-files-code')
