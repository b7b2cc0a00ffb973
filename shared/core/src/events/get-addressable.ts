import { MAX_READ_RELAY_HINTS, pickRelayHints } from '../links/relay-hints'
import type { NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'
import { newestFirst } from './event-order'
import { HINT_TIMEOUT_MS } from './get-event'

/** An addressable event's coordinates (NIP-19 naddr), with the relays a link names. */
export interface AddressPointer {
  kind: number
  pubkey: string
  identifier: string
  relays?: string[]
}

/**
 * The newest version of an addressable event (article, listing): the pool's relays and the pointer's relay hints
 * (ws:// and wss:// only, at most 5) are asked at once. Rejects only when every lookup failed.
 */
export async function getAddressable(pool: Pick<RelayPool, 'query'>, pointer: AddressPointer): Promise<NostrEvent | null> {
  const filter = { kinds: [pointer.kind], authors: [pointer.pubkey], '#d': [pointer.identifier], limit: 1 }
  const hints = pickRelayHints(pointer.relays ?? [], MAX_READ_RELAY_HINTS)
  const lookups = [pool.query([filter]), ...(hints.length ? [pool.query([filter], { relays: hints, eoseTimeoutMs: HINT_TIMEOUT_MS })] : [])]
  const settled = await Promise.allSettled(lookups)
  const [first] = settled
  if (first.status === 'rejected' && settled.every((result) => result.status === 'rejected')) throw first.reason
  const found = settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
  return found.filter((event) => isAt(event, pointer)).sort(newestFirst)[0] ?? null
}

/** A relay may answer with anything: only the pointer's author, kind and identifier count. */
function isAt(event: NostrEvent, pointer: AddressPointer): boolean {
  const identifier = event.tags.find((tag) => tag[0] === 'd')?.[1] ?? ''
  return event.pubkey === pointer.pubkey && event.kind === pointer.kind && identifier === pointer.identifier
}
