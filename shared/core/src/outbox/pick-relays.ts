import type { NostrEvent } from '../nostr-types'
import { isValidRelayUrl, normalizeRelayUrl } from '../relay/relay-url'
import type { RelayList } from './relay-list'

/** Spec 3 §9: outbox selection uses 2 relays per author. */
export const RELAYS_PER_AUTHOR = 2
/** Spec 3 §9: at most 5 relay hints are used. */
export const MAX_RELAY_HINTS = 5
/** Spec 3 §9: the p-tag relay lookup is skipped at 5 or more p tags. */
export const P_TAG_LOOKUP_LIMIT = 5

/**
 * Relay → authors to ask there. Each author gets up to 2 of their own relays (write relays for reading,
 * read relays for reaching them), preferring relays already chosen or already connected so fewer
 * sockets open. Authors without a list are asked on the fallback relays.
 */
export function chooseRelaysPerAuthor(
  authors: readonly string[],
  lists: ReadonlyMap<string, RelayList>,
  role: keyof RelayList,
  fallback: readonly string[],
  connected: ReadonlySet<string> = new Set(),
): Map<string, string[]> {
  const chosen = new Map<string, string[]>()
  const add = (relay: string, author: string) => {
    const listed = chosen.get(relay) ?? []
    if (!listed.includes(author)) chosen.set(relay, [...listed, author])
  }
  for (const author of new Set(authors)) {
    const own = lists.get(author)?.[role] ?? []
    const picked = rankRelays(own, chosen, connected).slice(0, RELAYS_PER_AUTHOR)
    for (const relay of picked.length > 0 ? picked : fallback) add(relay, author)
  }
  return chosen
}

function rankRelays(relays: readonly string[], chosen: ReadonlyMap<string, unknown>, connected: ReadonlySet<string>) {
  const score = (relay: string) => (chosen.has(relay) ? 2 : 0) + (connected.has(relay) ? 1 : 0)
  return relays
    .map((relay, index) => ({ relay, index }))
    .sort((a, b) => score(b.relay) - score(a.relay) || a.index - b.index)
    .map((entry) => entry.relay)
}

/** The relay hints carried by an event's e and a tags (third element), at most 5. */
export function relayHints(event: Pick<NostrEvent, 'tags'>): string[] {
  const hints = new Set<string>()
  for (const [name, , hint] of event.tags) {
    if ((name === 'e' || name === 'a') && isWebSocketUrl(hint)) hints.add(normalizeRelayUrl(hint))
  }
  return [...hints].slice(0, MAX_RELAY_HINTS)
}

/** The pubkeys tagged with p, or none when there are 5 or more (the lookup is skipped). */
export function taggedPubkeysToReach(event: Pick<NostrEvent, 'tags'>): string[] {
  const pTags = event.tags.filter(([name, value]) => name === 'p' && typeof value === 'string')
  return pTags.length >= P_TAG_LOOKUP_LIMIT ? [] : [...new Set(pTags.map(([, value]) => value))]
}

function isWebSocketUrl(value: unknown): value is string {
  return typeof value === 'string' && /^wss?:\/\//i.test(value) && isValidRelayUrl(value)
}
