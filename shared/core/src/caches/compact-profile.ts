import type { Profile } from '../profiles/profile'

/** Spec 3 §3: a persisted profile cache row [pubkey, name, short nip05 name or empty, picture without https://]. */
export type CompactProfile = [pubkey: string, name: string, nip05: string, picture: string]

/** Spec 3 §3/§5: names cut to 50 characters, pictures to 500. */
export const COMPACT_NAME_MAX = 50
/** Pictures are cut to 500 characters. */
export const COMPACT_PICTURE_MAX = 500
const HTTPS = 'https://'

/** The compact row of a profile, or undefined when it has no name (only named profiles are cached). */
export function toCompactProfile(profile: Pick<Profile, 'pubkey' | 'name' | 'display_name' | 'nip05' | 'picture'>): CompactProfile | undefined {
  const name = (profile.name?.trim() || profile.display_name?.trim() || '').slice(0, COMPACT_NAME_MAX)
  if (!name) return undefined
  const nip05 = shortNip05(profile.nip05)
  const keptNip05 = nip05 && !name.toLowerCase().includes(nip05.toLowerCase()) ? nip05 : ''
  const picture = (profile.picture?.trim() ?? '').replace(/^https:\/\//i, '').slice(0, COMPACT_PICTURE_MAX)
  return [profile.pubkey, name, keptNip05, picture]
}

/** 'alice@example.com' → 'alice'; '_@example.com' → 'example.com'. */
export function shortNip05(nip05: string | undefined): string {
  const [local = '', domain = ''] = (nip05 ?? '').trim().split('@')
  return local === '_' ? domain : local
}

/** The profile a compact row stands for (created_at 0, so any kind 0 from a relay replaces it). */
export function fromCompactProfile(row: CompactProfile): Profile {
  const [pubkey, name, , picture] = row
  const profile: Profile = { pubkey, name, created_at: 0 }
  if (picture) profile.picture = /^[a-z][a-z0-9+.-]*:/i.test(picture) ? picture : `${HTTPS}${picture}`
  return profile
}

/** A well-formed compact row: 64-hex pubkey, a name and string fields. */
export function isCompactProfile(value: unknown): value is CompactProfile {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((field) => typeof field === 'string') &&
    /^[0-9a-f]{64}$/.test(value[0] as string) &&
    (value[1] as string).length > 0
  )
}
