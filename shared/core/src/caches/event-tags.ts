import { MAX_TAGS_PER_EVENT } from '../db/db-limits'
import type { EventTagRow } from '../db/db-rows'
import type { NostrEvent } from '../nostr-types'

const MAX_TAG_VALUE_LENGTH = 256
const SINGLE_LETTER = /^[a-zA-Z]$/

/**
 * Rows of the tag index for one event: its `expiration` tag (so expired events can be found) and its
 * single-letter tags (the ones filters can ask for), de-duplicated, at most 10 per event (spec 3 §9).
 */
export function eventTagRows(event: NostrEvent): EventTagRow[] {
  const rows = new Map<string, EventTagRow>()
  const take = (name: string, value: string) => {
    if (rows.size < MAX_TAGS_PER_EVENT) rows.set(`${name}\u0000${value}`, { eventId: event.id, name, value })
  }
  const expiration = event.tags.find((tag) => tag[0] === 'expiration')
  if (typeof expiration?.[1] === 'string') take('expiration', expiration[1])
  for (const [name, value] of event.tags) {
    if (SINGLE_LETTER.test(name) && typeof value === 'string' && value && value.length <= MAX_TAG_VALUE_LENGTH) take(name, value)
  }
  return [...rows.values()]
}
