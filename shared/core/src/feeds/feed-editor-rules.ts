import * as nip19 from 'nostr-tools/nip19'
import { isHex64 } from '../relay/protocol/event-shape'
import {
  FILTER_LIMIT_MAX,
  FILTER_LIMIT_MIN,
  FOLLOW_DISTANCE_DEFAULT,
  FOLLOW_DISTANCE_MAX,
  FOLLOW_DISTANCE_MIN,
  GEOHASH_BASE32,
} from './feed-constants'
import { defaultFeedName } from './feed-defaults'
import type { FeedConfig, FeedFilter } from './feed-types'

/** Spec 1 §4–§5 feed editor rules, pure, for the feed remote's editor. */

/** Custom kinds from a comma/space list: integers ≥ 0 kept, others ignored, duplicates removed. */
export function parseKinds(input: string | ReadonlyArray<number | string>): number[] {
  const parts = typeof input === 'string' ? input.split(/[\s,]+/) : input
  const kinds: number[] = []
  for (const part of parts) {
    const text = String(part).trim()
    if (!/^\d+$/.test(text)) continue
    const kind = Number(text)
    if (Number.isSafeInteger(kind) && !kinds.includes(kind)) kinds.push(kind)
  }
  return kinds
}

/** Adds one custom kind to a list (ignored when invalid or already there). */
export function addKind(kinds: number[] | undefined, input: string | number): number[] {
  return parseKinds([...(kinds ?? []), input])
}

/** Geohash input: comma list, trimmed, lowercased, empties dropped; '*' = all 32 base characters; empty → undefined. */
export function parseGeohashes(input: string): string[] | undefined {
  const parts = input.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean)
  const expanded = parts.flatMap((part) => (part === '*' ? [...GEOHASH_BASE32] : [part]))
  const unique = [...new Set(expanded)]
  return unique.length > 0 ? unique : undefined
}

/** One user input to a hex key: npub decoded (invalid logged, undefined) or 64-hex. */
export function parseAuthor(input: string, log: (message: string) => void = console.warn): string | undefined {
  const text = input.trim()
  if (isHex64(text.toLowerCase())) return text.toLowerCase()
  if (text.startsWith('npub1')) {
    try {
      const decoded = nip19.decode(text as `npub1${string}`)
      if (decoded.type === 'npub') return decoded.data
    } catch {
      // logged below
    }
    log(`Invalid npub: ${text}`)
  }
  return undefined
}

/** User picker inputs to unique hex keys; invalid ones are logged and ignored. */
export function parseAuthors(inputs: string | string[], log?: (message: string) => void): string[] {
  const list = typeof inputs === 'string' ? inputs.split(/[\s,]+/).filter(Boolean) : inputs
  const keys = list.map((input) => parseAuthor(input, log)).filter((key): key is string => key !== undefined)
  return [...new Set(keys)]
}

function toNumber(value: number | string | undefined): number {
  return typeof value === 'number' ? value : value === undefined || value.trim() === '' ? NaN : Number(value)
}

/** Follow distance 0–10, default 3 when not a number. */
export function clampFollowDistance(value: number | string | undefined): number {
  const n = toNumber(value)
  if (!Number.isFinite(n)) return FOLLOW_DISTANCE_DEFAULT
  return Math.min(FOLLOW_DISTANCE_MAX, Math.max(FOLLOW_DISTANCE_MIN, Math.round(n)))
}

/** Filter limit 10–1000; undefined when empty or not a number (the placeholder 100 applies). */
export function clampLimit(value: number | string | undefined): number | undefined {
  const n = toNumber(value)
  if (!Number.isFinite(n)) return undefined
  return Math.min(FILTER_LIMIT_MAX, Math.max(FILTER_LIMIT_MIN, Math.round(n)))
}

/** Enabling follow distance sets the default 3; disabling unsets it (anyone). */
export function setFollowDistanceEnabled(config: FeedConfig, enabled: boolean): FeedConfig {
  const { followDistance, ...rest } = config
  if (!enabled) return rest
  return { ...rest, followDistance: followDistance ?? FOLLOW_DISTANCE_DEFAULT }
}

/** 'Show replies' off sets hideReplies and clears showRepliedTo; on clears hideReplies. */
export function toggleShowReplies(config: FeedConfig, show: boolean): FeedConfig {
  if (show) return { ...config, hideReplies: false }
  return { ...config, hideReplies: true, showRepliedTo: false }
}

/** 'Show replied-to' is disabled while replies are hidden. */
export function canToggleShowRepliedTo(config: FeedConfig): boolean {
  return !config.hideReplies
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return typeof value === 'number' && !Number.isFinite(value)
}

/** Empty filter fields removed; an empty filter becomes undefined. */
export function cleanFilter(filter: FeedFilter | undefined): FeedFilter | undefined {
  if (!filter) return undefined
  const entries = Object.entries(filter).filter(([, value]) => !isEmptyValue(value))
  return entries.length > 0 ? (Object.fromEntries(entries) as FeedFilter) : undefined
}

/** Sets one filter field (undefined/empty removes it) and cleans the filter. */
export function setFilterField<K extends keyof FeedFilter>(config: FeedConfig, field: K, value: FeedFilter[K] | undefined): FeedConfig {
  const filter = cleanFilter({ ...config.filter, [field]: value })
  const { filter: _old, ...rest } = config
  return filter ? { ...rest, filter } : rest
}

/** A config as the editor saves it: filter cleaned, blank custom name dropped. */
export function cleanConfig(config: FeedConfig): FeedConfig {
  const { filter, customName, ...rest } = config
  const cleaned = cleanFilter(filter)
  const name = customName?.trim()
  return { ...rest, ...(cleaned ? { filter: cleaned } : {}), ...(name ? { customName: name } : {}) }
}

/** The tab label: the custom name, or the default name when it is empty. */
export function displayName(config: Pick<FeedConfig, 'id' | 'name' | 'customName'>): string {
  const custom = config.customName?.trim()
  if (custom) return custom
  return config.name.trim() || defaultFeedName(config.id) || 'Feed'
}

/** Whether the feed can be deleted: not the last one. */
export function canDeleteFeed(enabledFeedIds: string[]): boolean {
  return enabledFeedIds.length > 1
}

/** `displayName` under a name that does not clash with the profile `displayName` of the core index. */
export const feedDisplayName = displayName
