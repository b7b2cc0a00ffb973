// The code of encrypted files that loads on first use (see index.ts): reading a note's imeta, fetching, decrypting.
export { encryptedFilesOf } from './encrypted-file-meta'
export { openEncryptedFile } from './open-encrypted-file'
