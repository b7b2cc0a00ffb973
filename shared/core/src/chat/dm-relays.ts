import type { Filter, NostrEvent } from '../nostr-types'
import { parseRelayList, RELAY_LIST_KIND } from '../outbox/relay-list'
import { isValidRelayUrl, normalizeRelayUrl } from '../relay/relay-url'
import { DM_RELAYS_KIND } from '../private-messages/send-private-message'

/** NIP-17 recommends few DM relays: at most this many are used per recipient. */
export const MAX_DM_RELAYS = 3
const LIST_TTL_MS = 5 * 60_000

export interface RelayListPool {
  query(filters: Filter[], opts?: { relays?: string[] }): Promise<NostrEvent[]>
}

/** The relays of a kind-10050 list (valid URLs, normalised, once each). */
export function dmRelaysOfList(event: NostrEvent | undefined): string[] {
  const urls = (event?.tags ?? []).filter((tag) => tag[0] === 'relay' && typeof tag[1] === 'string' && isValidRelayUrl(tag[1])).map((tag) => normalizeRelayUrl(tag[1]))
  return [...new Set(urls)]
}

/** Where a user reads private messages: kind 10050, else NIP-65 read relays; `listed` says which. */
export interface DmRoute {
  relays: string[]
  /** The user publishes a kind-10050 list (else NIP-04 is what they may read). */
  listed: boolean
}

/** Looks up users' DM relays (kind 10050, falling back to NIP-65 read relays), remembered for five minutes. */
export function createDmRelayBook(pool: RelayListPool, now: () => number = Date.now) {
  const known = new Map<string, { route: Promise<DmRoute>; at: number }>()
  async function lookUp(pubkey: string): Promise<DmRoute> {
    const events = await pool.query([{ kinds: [DM_RELAYS_KIND, RELAY_LIST_KIND], authors: [pubkey] }])
    const newest = (kind: number) => events.filter((event) => event.kind === kind && event.pubkey === pubkey).sort((a, b) => b.created_at - a.created_at)[0]
    const listed = dmRelaysOfList(newest(DM_RELAYS_KIND))
    if (listed.length) return { relays: listed.slice(0, MAX_DM_RELAYS), listed: true }
    const outbox = newest(RELAY_LIST_KIND)
    return { relays: (outbox ? (parseRelayList(outbox)?.read ?? []) : []).slice(0, MAX_DM_RELAYS), listed: false }
  }
  return {
    route(pubkey: string): Promise<DmRoute> {
      const entry = known.get(pubkey)
      if (entry && now() - entry.at < LIST_TTL_MS) return entry.route
      // A failed lookup is not remembered: the next one asks again.
      const route = lookUp(pubkey).catch(() => (known.delete(pubkey), { relays: [], listed: false }))
      known.set(pubkey, { route, at: now() })
      return route
    },
    /** The user's own list changed (just published). */
    forget: (pubkey: string) => void known.delete(pubkey),
  }
}

export type DmRelayBook = ReturnType<typeof createDmRelayBook>
