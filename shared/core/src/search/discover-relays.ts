import type { NostrEvent } from '../nostr-types'
import { normalizeRelayUrl } from '../relay/relay-url'

/** At most this many discovered relays are listed, the most often named first. */
export const MAX_DISCOVERED_RELAYS = 50

/** Tags whose third element is a relay hint (NIP-01, NIP-10, NIP-18). */
const HINT_TAGS = new Set(['e', 'p', 'a', 'q'])
const RELAY_LIST_KIND = 10002

/** A named relay as the relay list keeps it (ws:// or wss:// only, normalised), or null. */
function relayOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^wss?:\/\//i.test(value.trim())) return null
  try {
    return normalizeRelayUrl(value)
  } catch {
    return null
  }
}

/** The relays an event names: `r` tags of a NIP-65 list, relay hints of e/p/a/q tags. */
function namedRelays(event: NostrEvent): string[] {
  const named = event.tags.flatMap((tag) => {
    if (event.kind === RELAY_LIST_KIND && tag[0] === 'r') return [relayOf(tag[1])]
    return HINT_TAGS.has(tag[0]) ? [relayOf(tag[2])] : []
  })
  return named.filter((url): url is string => url !== null)
}

/**
 * Relays seen in events (users' NIP-65 lists, relay hints) that are not among `known` (the user's relays), the most
 * named first (ties by address), at most 50.
 */
export function discoverRelays(events: readonly NostrEvent[], known: readonly string[]): string[] {
  const skip = new Set(known.map(relayOf))
  const counts = new Map<string, number>()
  for (const event of events) for (const url of new Set(namedRelays(event))) if (!skip.has(url)) counts.set(url, (counts.get(url) ?? 0) + 1)
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, MAX_DISCOVERED_RELAYS)
    .map(([url]) => url)
}
