import { normalizeRelayUrl } from '../relay/relay-url'

/** A relay's address as the relay page shows it in its path: no scheme, no trailing slash (spec 2 /relay/{relayHost}). */
export function relayHost(url: string): string {
  return url.trim().replace(/^wss?:\/\//i, '').replace(/\/+$/, '')
}

/** The in-app path of a relay's page. */
export function relayPagePath(url: string): string {
  return `/relay/${encodeURIComponent(relayHost(url))}`
}

/** A domain with a dot, localhost or an IP literal, with an optional port and path: 'notaurl' is not one. */
function looksLikeHost(address: string): boolean {
  const host = address.split('/')[0]!.replace(/:\d+$/, '')
  return host === 'localhost' || host.includes('.') || /^\[[0-9a-f:]+\]$/.test(host)
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
    if (!known && !looksLikeHost(host)) return undefined
    return normalizeRelayUrl(known ?? `wss://${host}`)
  } catch {
    return undefined
  }
}
