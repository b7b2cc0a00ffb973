import type { NostrEvent } from '../nostr-types'
import { normalizeMintUrl } from '../wallet/cashu/mint-url'
import { lockingKey } from '../wallet/nip60/p2pk-key'

/** What a user's kind-10019 nutzap info says (NIP-61): where to send nutzaps, which mints, which key to lock to. */
export interface NutzapInfo {
  pubkey: string
  relays: string[]
  mints: string[]
  /** The 02-prefixed key senders lock to. */
  p2pkPubkey: string
}

const values = (event: NostrEvent, name: string) => event.tags.filter((tag) => tag[0] === name && tag[1]).map((tag) => tag[1]!)

/** Reads a kind-10019 event; null when it names no mint or no key (nobody can nutzap that user). */
export function readNutzapInfo(event: NostrEvent): NutzapInfo | null {
  if (event.kind !== 10019) return null
  const key = values(event, 'pubkey')[0]
  const mints = [...new Set(values(event, 'mint').filter((url) => /^https?:\/\//i.test(url)).map(normalizeMintUrl))]
  if (!key || !/^(02|03)?[0-9a-f]{64}$/i.test(key) || mints.length === 0) return null
  const relays = values(event, 'relay').filter((url) => /^wss?:\/\//i.test(url))
  return { pubkey: event.pubkey, relays, mints, p2pkPubkey: lockingKey(key) }
}

/** The newest valid kind-10019 among relay answers (a replaceable event: the newest counts), or null. */
export function newestNutzapInfo(events: NostrEvent[]): NutzapInfo | null {
  const newest = events.filter((event) => event.kind === 10019).sort((a, b) => b.created_at - a.created_at)[0]
  return newest ? readNutzapInfo(newest) : null
}
