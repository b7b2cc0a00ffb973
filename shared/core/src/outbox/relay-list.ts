import type { NostrEvent } from '../nostr-types'
import { isValidRelayUrl, normalizeRelayUrl } from '../relay/relay-url'

/** NIP-65 relay list kind. */
export const RELAY_LIST_KIND = 10002

/** An author's relay list: where they write (read their notes there) and where they read (reach them there). */
export interface RelayList {
  read: string[]
  write: string[]
}

/** Reads the `r` tags of a kind 10002 event; a tag without a marker is both read and write. */
export function parseRelayList(event: NostrEvent): RelayList | undefined {
  if (event.kind !== RELAY_LIST_KIND) return undefined
  const read = new Set<string>()
  const write = new Set<string>()
  for (const [name, url, marker] of event.tags) {
    if (name !== 'r' || typeof url !== 'string' || !isValidRelayUrl(url)) continue
    const relay = normalizeRelayUrl(url)
    if (marker !== 'write') read.add(relay)
    if (marker !== 'read') write.add(relay)
  }
  return { read: [...read], write: [...write] }
}

/** Every relay of the list, read and write, once. */
export function allRelays(list: RelayList): string[] {
  return [...new Set([...list.write, ...list.read])]
}
