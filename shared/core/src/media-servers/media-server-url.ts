import { MEDIA_SERVER_ERRORS } from './media-server-errors'

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/** A typed server address made canonical: trimmed, https:// when no scheme, lower-case host, no trailing slash. Throws the reason it is refused. */
export function normalizeMediaServerUrl(input: string): string {
  const trimmed = input.trim()
  if (!trimmed) throw new Error(MEDIA_SERVER_ERRORS.empty)
  let url: URL
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`)
  } catch {
    throw new Error(MEDIA_SERVER_ERRORS.invalid(trimmed))
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(MEDIA_SERVER_ERRORS.notHttp)
  if (!url.hostname) throw new Error(MEDIA_SERVER_ERRORS.invalid(trimmed))
  url.hash = ''
  return url.toString().replace(/\/+$/, '')
}

/** The comparable form of a stored address (stored entries may predate normalisation); the input itself when unparsable. */
export function mediaServerKey(url: string): string {
  try {
    return normalizeMediaServerUrl(url)
  } catch {
    return url.trim().replace(/\/+$/, '')
  }
}

/** Whether two addresses name the same server. */
export function sameMediaServer(a: string, b: string): boolean {
  return mediaServerKey(a) === mediaServerKey(b)
}
