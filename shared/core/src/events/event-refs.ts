import { isAddressableKind } from '../links/encode-link'
import type { NostrEvent } from '../nostr-types'

/** Where referenced events were seen: event id → relay URLs, best first (the first is written into tags). */
export type RelayHints = Readonly<Record<string, readonly string[]>>

export const NO_HINTS: RelayHints = {}

/** The relay hint for an event id, or '' when none is known. */
export function hintOf(hints: RelayHints, id: string): string {
  return hints[id]?.[0] ?? ''
}

/** `kind:pubkey:d` of an addressable event (NIP-01), else undefined. */
export function addressOf(event: Pick<NostrEvent, 'kind' | 'pubkey' | 'tags'>): string | undefined {
  if (!isAddressableKind(event.kind)) return undefined
  return `${event.kind}:${event.pubkey}:${event.tags.find((tag) => tag[0] === 'd')?.[1] ?? ''}`
}

/** `[name, value, relay, ...rest]`, or `[name, value]` when the relay is unknown (schemas reject an empty hint there). */
export function hintedTag(name: string, value: string, relay: string, ...rest: string[]): string[] {
  return relay ? [name, value, relay, ...rest] : [name, value]
}
