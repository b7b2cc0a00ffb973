import type { NostrEvent } from '../nostr-types'

/** Parsed kind 0 metadata; only string fields are kept, each length-capped. */
export interface Profile {
  pubkey: string
  name?: string
  display_name?: string
  picture?: string
  banner?: string
  about?: string
  nip05?: string
  website?: string
  lud16?: string
  /** A bech32 lnurl (LUD-06), used when there is no lud16. */
  lud06?: string
  created_at: number
}

type TextField = Exclude<keyof Profile, 'pubkey' | 'created_at'>

/** Spec 3 'Profile cache': names cut to 50 characters and pictures to 500; the rest are sanity caps. */
export const PROFILE_FIELD_LIMITS: Record<TextField, number> = {
  name: 50,
  display_name: 50,
  picture: 500,
  banner: 500,
  about: 2000,
  nip05: 200,
  website: 500,
  lud16: 200,
  lud06: 1000,
}

/** Alternative keys seen in the wild, tried when the main key is absent. */
const FALLBACK_KEYS: Partial<Record<TextField, string[]>> = {
  name: ['username'],
  display_name: ['displayName'],
  picture: ['image'],
  about: ['bio'],
}

/** Parses a kind 0 event; returns undefined for other kinds or unparseable content. */
export function parseProfileEvent(event: NostrEvent): Profile | undefined {
  if (event.kind !== 0) return undefined
  const content = parseObject(event.content)
  if (!content) return undefined
  const profile: Profile = { pubkey: event.pubkey, created_at: event.created_at }
  for (const field of Object.keys(PROFILE_FIELD_LIMITS) as TextField[]) {
    const value = readText(content, field)
    if (value) profile[field] = value.slice(0, PROFILE_FIELD_LIMITS[field])
  }
  return profile
}

/** Newest kind 0 wins. */
export function isNewerProfile(candidate: Profile, current: Profile | undefined): boolean {
  return !current || candidate.created_at > current.created_at
}

/** Spec 3 §5: a profile is cached only if it has a name, display name or username. */
export function isCacheableProfile(profile: Profile): boolean {
  return Boolean(profile.name || profile.display_name)
}

function readText(content: Record<string, unknown>, field: TextField): string | undefined {
  for (const key of [field, ...(FALLBACK_KEYS[field] ?? [])]) {
    const value = content[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
