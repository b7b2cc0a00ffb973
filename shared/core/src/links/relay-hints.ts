import { isValidRelayUrl, normalizeRelayUrl } from '../relay/relay-url'

/** Relay hints written into the links we create (NIP-19 suggests a few; one or two keep links short). */
export const LINK_RELAY_HINTS = 2
/** Spec 3 §9: at most 5 relay hints are used when reading a link. */
export const MAX_READ_RELAY_HINTS = 5

/** The ws:// and wss:// relay URLs among `urls`, normalised, without repeats, at most `max` of them. */
export function pickRelayHints(urls: readonly unknown[], max: number): string[] {
  const hints = new Set<string>()
  for (const url of urls) {
    if (typeof url === 'string' && /^wss?:\/\//i.test(url.trim()) && isValidRelayUrl(url)) hints.add(normalizeRelayUrl(url))
    if (hints.size >= max) break
  }
  return [...hints]
}
