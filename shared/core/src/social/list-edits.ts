import type { NostrEvent } from '../nostr-types'

/** The newest of several replaceable events (or null). */
export function newestEvent(events: (NostrEvent | null | undefined)[]): NostrEvent | null {
  let newest: NostrEvent | null = null
  for (const event of events) if (event && (!newest || event.created_at > newest.created_at)) newest = event
  return newest
}

/** The p tags of a list event, de-duplicated, in order. */
export function listedPubkeys(event: NostrEvent | null | undefined): string[] {
  if (!event) return []
  const seen = new Set<string>()
  for (const tag of event.tags) if (tag[0] === 'p' && typeof tag[1] === 'string' && tag[1].trim()) seen.add(tag[1])
  return [...seen]
}

/** The tags of `base` with a p tag for `pubkey` appended unless present; every other tag kept. */
export function withPubkey(base: NostrEvent | null, pubkey: string): string[][] {
  const tags = (base?.tags ?? []).filter((tag) => tag.length > 0 && !(tag[0] === 'p' && !tag[1]?.trim()))
  return tags.some((tag) => tag[0] === 'p' && tag[1] === pubkey) ? tags : [...tags, ['p', pubkey]]
}

/** The tags of `base` without p tags naming `pubkey` (and without empty entries); every other tag kept. */
export function withoutPubkey(base: NostrEvent | null, pubkey: string): string[][] {
  return (base?.tags ?? []).filter((tag) => tag.length > 0 && !(tag[0] === 'p' && (tag[1] === pubkey || !tag[1]?.trim())))
}

/** A replaceable event's created_at: now, but always after the one it replaces. */
export function nextCreatedAt(base: NostrEvent | null, nowSeconds: number): number {
  return base ? Math.max(nowSeconds, base.created_at + 1) : nowSeconds
}

/** Parses kind 0 content into an object; anything else gives {}. */
export function profileContent(event: NostrEvent | null): Record<string, unknown> {
  if (!event) return {}
  try {
    const parsed: unknown = JSON.parse(event.content)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** `fields` written over `base`: an empty string removes the field, unknown fields are kept. */
export function mergeProfileFields(base: Record<string, unknown>, fields: Record<string, string | undefined>): Record<string, unknown> {
  const merged = { ...base }
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    const trimmed = value.trim()
    if (trimmed === '') delete merged[key]
    else merged[key] = key === 'about' ? value : trimmed
  }
  return merged
}
