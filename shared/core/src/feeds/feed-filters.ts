import { matchFilter } from 'nostr-tools/filter'
import type { Filter, NostrEvent } from '../nostr-types'
import { isReply } from './content-filter'
import { DEFAULT_FILTER_LIMIT, KIND_PICTURE } from './feed-constants'
import { cleanFilter } from './feed-editor-rules'
import type { FeedConfig, FeedFilterBuilder } from './feed-types'

const MEDIA_URL = /https?:\/\/\S+?\.(?:jpe?g|png|gif|webp|avif|svg|mp4|webm|mov|m4v|ogv)(?:[?#]\S*)?(?:\s|$)/i

/** The id the event replies to (the 'reply' marker, else the last unmarked e tag, else the root). */
export function repliedToId(event: NostrEvent): string | undefined {
  const eTags = event.tags.filter((tag) => tag[0] === 'e' && tag[3] !== 'mention')
  return (eTags.find((tag) => tag[3] === 'reply') ?? eTags.at(-1))?.[1]
}

/** Image or video links in the content, an imeta url, or a picture-first kind. */
export function hasMedia(event: NostrEvent): boolean {
  if (event.kind === KIND_PICTURE) return true
  if (event.tags.some((tag) => tag[0] === 'imeta' && tag.some((part) => part.startsWith('url ')))) return true
  return MEDIA_URL.test(`${event.content} `)
}

export function hasLocationTag(event: NostrEvent): boolean {
  return event.tags.some((tag) => (tag[0] === 'g' || tag[0] === 'location') && Boolean(tag[1]))
}

/** The part of the relay filter that events can be checked against locally (no limit, search or time). */
function localFilter(config: FeedConfig): Filter | undefined {
  const filter = cleanFilter(config.filter)
  if (!filter) return undefined
  const { limit: _limit, search: _search, ...rest } = filter
  return rest as Filter
}

/** Spec 2 §5 feed filters: whether an event may appear in the feed, before follow distance and mutes. */
export function passesFeedFilters(config: FeedConfig, event: NostrEvent, seen?: ReadonlySet<string>): boolean {
  if (typeof event.created_at !== 'number' || !Number.isFinite(event.created_at)) return false
  const reply = isReply(event)
  if (config.hideReplies && reply) return false
  if (config.requiresReplies && !reply) return false
  if (config.repliesTo && !event.tags.some((tag) => tag[0] === 'e' && tag[1] === config.repliesTo)) return false
  if (config.requiresMedia && !hasMedia(event)) return false
  if (config.requiresLocationTag && !hasLocationTag(event)) return false
  if (config.excludeSeen && seen?.has(event.id)) return false
  const local = localFilter(config)
  return !local || matchFilter(local, event)
}

/** Spec 1 §7: the relay filter of a filter feed (limit 100 by default); strategy feeds have none. */
export const buildFeedFilter: FeedFilterBuilder = (config) => {
  const filter = cleanFilter(config.filter)
  if (!filter) throw new Error(`Feed '${config.name}' has no filter`)
  const relayFilter: Filter = { ...filter, limit: filter.limit ?? DEFAULT_FILTER_LIMIT }
  if (config.repliesTo) relayFilter['#e'] = [...new Set([...(relayFilter['#e'] ?? []), config.repliesTo])]
  return relayFilter
}
