/** A SHA-256 in lowercase hex (the form blob hashes travel in). */
export const isSha256Hex = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)

export async function sha256HexOf(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Spec 3 §5: bytes count as the blob only when they hash to its hash. */
export async function hashesTo(bytes: Uint8Array, hash: string): Promise<boolean> {
  return isSha256Hex(hash) && (await sha256HexOf(bytes)) === hash
}

const SIGNATURES: Array<[string, number[], number]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47], 0],
  ['image/jpeg', [0xff, 0xd8, 0xff], 0],
  ['image/gif', [0x47, 0x49, 0x46, 0x38], 0],
  ['image/webp', [0x57, 0x45, 0x42, 0x50], 8],
  ['video/webm', [0x1a, 0x45, 0xdf, 0xa3], 0],
  ['video/mp4', [0x66, 0x74, 0x79, 0x70], 4],
]

/**
 * The media type of bytes from their first bytes, among raster images and videos only; anything else (SVG, HTML...)
 * is application/octet-stream, so an object URL of peer bytes never renders as a document in the app's origin.
 */
export function sniffMediaType(bytes: Uint8Array): string {
  const match = SIGNATURES.find(([, magic, offset]) => magic.every((byte, index) => bytes[offset + index] === byte))
  return match?.[0] ?? 'application/octet-stream'
}

/** The SHA-256 a Blossom-style media URL carries as its last path segment (`/<64 hex>[.ext]`), or null. */
export function hashInUrl(url: string): string | null {
  let path: string
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
    path = parsed.pathname
  } catch {
    return null
  }
  const match = /\/([0-9a-fA-F]{64})(\.[A-Za-z0-9]{1,10})?$/.exec(path)
  return match ? match[1].toLowerCase() : null
}
