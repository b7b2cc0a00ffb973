import { normalizeRelayUrl } from '../relay/relay-url'

/** A relay's address as the relay page shows it in its path: no scheme, no trailing slash (spec 2 /relay/{relayHost}). */
export function relayHost(url: string): string {
  return url.trim().replace(/^wss?:\/\//i, '').replace(/\/+$/, '')
}

/** The in-app path of a relay's page. */
export function relayPagePath(url: string): string {
  return `/relay/${encodeURIComponent(relayHost(url))}`
}

/**
 * The relay a page path names: a full ws:// or wss:// address as given; a bare host takes the scheme of a relay
 * the app already knows under that host (the configured ws:// loopback relay of `npm start`, say), else wss://.
 * Undefined when it is not a relay address.
 */
export function resolveRelayPageUrl(param: string, knownRelays: readonly string[]): string | undefined {
  try {
    if (/^wss?:\/\//i.test(param.trim())) return normalizeRelayUrl(param)
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(param.trim())) return undefined // http(s):// and others are not relays
    const host = relayHost(param).toLowerCase()
    const known = knownRelays.find((url) => relayHost(url).toLowerCase() === host)
    return normalizeRelayUrl(known ?? `wss://${host}`)
  } catch {
    return undefined
  }
}
