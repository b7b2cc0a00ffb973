import type { Profile } from '../profiles/profile'
import type { ProfileStore } from '../profiles/profile-store'
import type { RelayPool } from '../relay/pool/pool-types'

export const DEFAULT_PEOPLE_SEARCH_LIMIT = 20

/**
 * People search: the profiles this client knows, plus a NIP-50 search of kind 0 on the relays (whatever they
 * return becomes known too); ranked by the profile store's rules (prefix first, one character = prefix only).
 * `relays` (the search-capable ones) replace the pool's for the NIP-50 query; an empty list skips it.
 */
export async function searchPeople(
  pool: Pick<RelayPool, 'query'>,
  profiles: Pick<ProfileStore, 'search' | 'ingest'>,
  query: string,
  limit = DEFAULT_PEOPLE_SEARCH_LIMIT,
  relays?: string[],
): Promise<Profile[]> {
  const text = typeof query === 'string' ? query.trim() : ''
  if (!text) return []
  const found = relays?.length === 0 ? [] : await pool.query([{ kinds: [0], search: text, limit }], relays ? { relays } : undefined).catch(() => [])
  for (const event of found) profiles.ingest(event)
  return profiles.search(text, limit)
}
