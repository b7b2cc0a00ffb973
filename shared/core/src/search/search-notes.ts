import type { NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'

export const DEFAULT_NOTE_SEARCH_LIMIT = 20

/** NIP-50 full-text search over kind 1 notes; an empty query finds nothing. */
export async function searchNotes(
  pool: Pick<RelayPool, 'query'>,
  query: string,
  limit = DEFAULT_NOTE_SEARCH_LIMIT,
): Promise<NostrEvent[]> {
  const text = typeof query === 'string' ? query.trim() : ''
  if (!text) return []
  const events = await pool.query([{ kinds: [1], search: text, limit }])
  return events.slice(0, limit)
}
