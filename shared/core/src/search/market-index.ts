import type { NostrEvent } from '../nostr-types'

/** NIP-99 classified listing. */
export const LISTING_KIND = 30402
/** Spec 2 §3 'Market tag index': users per category are kept as the first 8 characters of their key. */
export const USER_KEY_PREFIX = 8
/** Tags shown beside a category as often listed with it. */
export const MAX_RELATED_TAGS = 5

/** One category (a listing `t` tag): how many listings, by whom, and the tags listed with it most. */
export interface MarketCategory {
  tag: string
  count: number
  /** First 8 characters of each seller's key. */
  users: string[]
  related: { tag: string; count: number }[]
}

/** A listing's categories: its `t` tags, trimmed and lower-cased, each once. */
function categoriesOf(listing: NostrEvent): string[] {
  const tags = listing.tags.flatMap((tag) => (tag[0] === 't' && typeof tag[1] === 'string' && tag[1].trim() ? [tag[1].trim().toLowerCase()] : []))
  return [...new Set(tags)]
}

/** The newest version of each listing (an addressable event: author, kind and `d` tag). */
function newestListings(events: readonly NostrEvent[]): NostrEvent[] {
  const newest = new Map<string, NostrEvent>()
  for (const event of events) {
    if (event.kind !== LISTING_KIND) continue
    const address = `${event.pubkey}:${event.tags.find((tag) => tag[0] === 'd')?.[1] ?? ''}`
    const known = newest.get(address)
    if (!known || event.created_at > known.created_at) newest.set(address, event)
  }
  return [...newest.values()]
}

/** Spec 2's market tag index over listings: categories by listing count (then name), users and co-occurring tags. */
export function buildMarketIndex(events: readonly NostrEvent[]): MarketCategory[] {
  const categories = new Map<string, { count: number; users: Set<string>; related: Map<string, number> }>()
  for (const listing of newestListings(events)) {
    const tags = categoriesOf(listing)
    for (const tag of tags) {
      const category = categories.get(tag) ?? { count: 0, users: new Set<string>(), related: new Map<string, number>() }
      categories.set(tag, category)
      category.count += 1
      category.users.add(listing.pubkey.slice(0, USER_KEY_PREFIX))
      for (const other of tags) if (other !== tag) category.related.set(other, (category.related.get(other) ?? 0) + 1)
    }
  }
  const byCount = <T extends { count: number; tag: string }>(a: T, b: T) => b.count - a.count || a.tag.localeCompare(b.tag)
  return [...categories]
    .map(([tag, { count, users, related }]) => ({
      tag,
      count,
      users: [...users],
      related: [...related].map(([other, together]) => ({ tag: other, count: together })).sort(byCount).slice(0, MAX_RELATED_TAGS),
    }))
    .sort(byCount)
}
