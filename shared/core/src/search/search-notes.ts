import type { Filter, NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'

export const DEFAULT_NOTE_SEARCH_LIMIT = 20

/** Kinds a hashtag search shows: notes, pictures, articles and listings (all carry `t` tags and render as cards). */
export const HASHTAG_SEARCH_KINDS = [1, 20, 30023, 30402]

// Spec 2: a hashtag is 2 to 50 letters, digits or underscores.
const HASHTAG_QUERY = /^#([\p{L}\p{N}_]{2,50})$/u

/** The tag of a `#tag` query, lowercased as t tags are; null for any other query. */
export function hashtagOf(query: string): string | null {
  const match = HASHTAG_QUERY.exec(query.trim())
  return match ? match[1].toLowerCase() : null
}

/** The relay filter of a post search: a `#t` filter for `#tag`, NIP-50 full-text search over notes otherwise. */
export function noteSearchFilter(query: string, limit: number): Filter {
  const tag = hashtagOf(query)
  if (tag) return { kinds: HASHTAG_SEARCH_KINDS, '#t': [tag], limit }
  return { kinds: [1], search: query.trim(), limit }
}

/** Post search (spec 2: terms starting with # match hashtags, others match content); an empty query finds nothing. */
export async function searchNotes(
  pool: Pick<RelayPool, 'query'>,
  query: string,
  limit = DEFAULT_NOTE_SEARCH_LIMIT,
): Promise<NostrEvent[]> {
  const text = typeof query === 'string' ? query.trim() : ''
  if (!text) return []
  const events = await pool.query([noteSearchFilter(text, limit)])
  return events.slice(0, limit)
}
