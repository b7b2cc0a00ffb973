import type { NostrEvent } from '../nostr-types'

/** Newest first; ties broken by id so the order is stable. */
export function newestFirst(a: NostrEvent, b: NostrEvent): number {
  return b.created_at - a.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}
