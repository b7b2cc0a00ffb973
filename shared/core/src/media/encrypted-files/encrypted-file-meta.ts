// Spec 3 §3 'Encrypted file metadata' and §5: which links of a note open as encrypted files. This part is in the
// first load (note content asks it for every link); the fetching and decrypting load on first use.

/** What a note's imeta tag says about an encrypted file. */
export interface EncryptedFileMeta {
  /** The link: the encrypted file itself, or a chunked file's (encrypted) index. */
  url: string
  /** The AES key, hex (`decryption-key`). */
  key: string
  name: string
  /** The plain file's size in bytes. */
  size: number
  /** `encryption-algorithm`, AES-GCM when absent (the only one this client opens). */
  algorithm: string
  /** `chunk-size`: present when the link points at a chunk index. */
  chunkSize?: number
  /** `m`, the plain file's media type, when given. */
  mime?: string
}

const DEFAULT_ALGORITHM = 'AES-GCM'
const WHOLE_NUMBER = /^\d{1,15}$/

/** The http(s) URL, normalised as note links are, or null. */
function httpUrl(raw: string | undefined): URL | null {
  try {
    const url = new URL(raw ?? '')
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** Spec 3 §2: the viewer is for links whose address ends in .bin. */
export function isEncryptedFileLink(href: string): boolean {
  return httpUrl(href)?.pathname.toLowerCase().endsWith('.bin') ?? false
}

/** An imeta tag's `name value` parts; the first of each name wins, values keep their spaces. */
function imetaFields(tag: readonly unknown[]): Map<string, string> {
  const fields = new Map<string, string>()
  for (const part of tag.slice(1)) {
    const space = typeof part === 'string' ? part.indexOf(' ') : -1
    if (space > 0 && !fields.has((part as string).slice(0, space))) fields.set((part as string).slice(0, space), (part as string).slice(space + 1))
  }
  return fields
}

/** The encrypted file an imeta tag describes: only with an http(s) .bin URL, a key, a name and a size (spec 3 §5). */
export function encryptedFileOfImeta(tag: readonly unknown[]): EncryptedFileMeta | null {
  const fields = imetaFields(tag)
  const url = httpUrl(fields.get('url'))
  const key = fields.get('decryption-key')?.trim()
  const name = fields.get('name')
  const size = fields.get('size')?.trim() ?? ''
  const algorithm = fields.get('encryption-algorithm')?.trim() || DEFAULT_ALGORITHM
  if (!url || !isEncryptedFileLink(url.href) || !key || !name || !WHOLE_NUMBER.test(size)) return null
  if (algorithm.toUpperCase() !== DEFAULT_ALGORITHM) return null
  const chunkSize = fields.get('chunk-size')?.trim() ?? ''
  return {
    url: url.href,
    key,
    name,
    size: Number(size),
    algorithm: DEFAULT_ALGORITHM,
    ...(WHOLE_NUMBER.test(chunkSize) && Number(chunkSize) > 0 ? { chunkSize: Number(chunkSize) } : {}),
    ...(fields.get('m') ? { mime: fields.get('m') } : {}),
  }
}

/** A note's encrypted files by URL (the first imeta of each URL); links without one show as plain links. */
export function encryptedFilesOf(tags: readonly unknown[] | undefined): ReadonlyMap<string, EncryptedFileMeta> {
  const files = new Map<string, EncryptedFileMeta>()
  for (const tag of Array.isArray(tags) ? tags : []) {
    if (!Array.isArray(tag) || tag[0] !== 'imeta') continue
    const file = encryptedFileOfImeta(tag)
    if (file && !files.has(file.url)) files.set(file.url, file)
  }
  return files
}
