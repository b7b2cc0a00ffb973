import type { Profile } from './profile'

const PREFIX = 0
const CONTAINS = 1
const NO_MATCH = -1

/** Case-insensitive match on name, display_name and nip05; a one-character query matches prefixes only (spec 1 §5). */
export function matchRank(profile: Profile, query: string, alias?: string): number {
  const fields = [profile.name, profile.display_name, profile.nip05, alias].flatMap((field) => (field ? field.toLowerCase() : []))
  if (fields.some((field) => field.startsWith(query))) return PREFIX
  if (query.length > 1 && fields.some((field) => field.includes(query))) return CONTAINS
  return NO_MATCH
}

/** Trimmed, lower-case query ('' for non-strings). */
export function normalizeQuery(query: string): string {
  return typeof query === 'string' ? query.trim().toLowerCase() : ''
}

/** Profiles matching the query, prefix matches first, then by name; at most `limit`. `aliasOf` adds a searchable name (e.g. a cached nip05 name). */
export function rankProfiles(profiles: Iterable<Profile>, query: string, limit: number, aliasOf?: (profile: Profile) => string): Profile[] {
  const needle = normalizeQuery(query)
  if (!needle) return []
  const ranked = [...profiles]
    .map((profile) => ({ profile, rank: matchRank(profile, needle, aliasOf?.(profile)) }))
    .filter(({ rank }) => rank !== NO_MATCH)
  ranked.sort((a, b) => a.rank - b.rank || sortName(a.profile).localeCompare(sortName(b.profile)))
  return ranked.slice(0, limit).map(({ profile }) => profile)
}

function sortName(profile: Profile): string {
  return (profile.display_name || profile.name || profile.nip05 || '').toLowerCase()
}
