import type { EventStore } from '../caches/event-store'
import type { DatabaseHandle } from '../db/database-handle'
import type { NostrEvent } from '../nostr-types'
import { parseRelayList, RELAY_LIST_KIND } from '../outbox/relay-list'
import type { RelayPool } from '../relay/pool/pool-types'
import { LINK_RELAY_HINTS, pickRelayHints } from './relay-hints'

/** The relay hints the links we create (share, copy, quote) carry: one or two relays where the target can be found. */
export interface LinkHints {
  /** Relays the event was seen on (this session, then the database), else its author's NIP-65 write relays. */
  forEvent(event: Pick<NostrEvent, 'id' | 'pubkey'>): Promise<string[]>
  /** Relays the user's kind 0 was seen on, else the user's NIP-65 write relays. */
  forProfile(pubkey: string): Promise<string[]>
}

export interface LinkHintsDeps {
  pool: Pick<RelayPool, 'eventRelays'>
  /** The local event cache, where the kind 0 and kind 10002 events the relays delivered are kept. */
  events: Pick<EventStore, 'query'>
  db?: DatabaseHandle
}

/** Link hints from what the pool and the local cache know; never asks a relay. */
export function createLinkHints({ pool, events, db }: LinkHintsDeps): LinkHints {
  async function seenOn(id: string): Promise<string[]> {
    const inMemory = pool.eventRelays(id)
    if (inMemory.length >= LINK_RELAY_HINTS || !db) return inMemory
    const stored = await db.read((d) => d.eventRelays.where('eventId').equals(id).toArray(), [])
    return [...inMemory, ...stored.map((row) => row.relay)]
  }

  async function writeRelays(pubkey: string): Promise<string[]> {
    const [list] = await events.query({ kinds: [RELAY_LIST_KIND], authors: [pubkey], limit: 1 })
    return list ? (parseRelayList(list)?.write ?? []) : []
  }

  async function firstKnown(...sources: Array<() => Promise<string[]>>): Promise<string[]> {
    for (const source of sources) {
      const hints = pickRelayHints(await source().catch(() => []), LINK_RELAY_HINTS)
      if (hints.length) return hints
    }
    return []
  }

  return {
    forEvent: (event) => firstKnown(() => seenOn(event.id), () => writeRelays(event.pubkey)),
    async forProfile(pubkey) {
      const [metadata] = await events.query({ kinds: [0], authors: [pubkey], limit: 1 }).catch(() => [])
      return firstKnown(async () => (metadata ? seenOn(metadata.id) : []), () => writeRelays(pubkey))
    },
  }
}
