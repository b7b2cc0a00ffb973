import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import type { EventTemplate } from '../signers'
import type { NostrEvent } from '../nostr-types'
import { BLOSSOM_AUTH_EXPIRY_S } from './upload-errors'

export const BLOSSOM_AUTH_KIND = 24242
export const HTTP_AUTH_KIND = 27235

/** BUD-02 upload authorization: t=upload, x=sha256 of the body, expiration now+300 s. */
export function blossomUploadAuth(sha256: string, fileName: string, now: number): EventTemplate {
  return {
    kind: BLOSSOM_AUTH_KIND,
    created_at: now,
    content: `Upload ${fileName}`,
    tags: [['t', 'upload'], ['x', sha256], ['expiration', String(now + BLOSSOM_AUTH_EXPIRY_S)]],
  }
}

/** NIP-98 HTTP authorization: u (absolute URL) and method. */
export function httpAuth(url: string, method: string, now: number): EventTemplate {
  return { kind: HTTP_AUTH_KIND, created_at: now, content: '', tags: [['u', url], ['method', method]] }
}

/** The Authorization header value: `Nostr <base64 of the signed event JSON>`. */
export function nostrAuthorization(event: NostrEvent): string {
  return `Nostr ${base64.encode(utf8ToBytes(JSON.stringify(event)))}`
}

/** Hex SHA-256 of a blob's bytes. */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(await blob.arrayBuffer()))
  return bytesToHex(new Uint8Array(digest))
}
