import type { NostrEvent } from '../../nostr-types'
import { isValidRelayUrl, normalizeRelayUrl } from '../../relay/relay-url'
import { CHANNEL_KINDS, type Channel, type ChannelMessage, type ChannelMetadata } from './channel-types'

const HEX64 = /^[0-9a-f]{64}$/
const NAME_MAX = 100
const ABOUT_MAX = 1000

/** Channel metadata from a kind-40/41 content: strings cut to size, relays kept when valid; null when not JSON. */
export function readChannelMetadata(content: string): ChannelMetadata | null {
  let value: unknown
  try {
    value = JSON.parse(content)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const field = (name: string, max: number) => {
    const text = (value as Record<string, unknown>)[name]
    return typeof text === 'string' ? text.slice(0, max) : ''
  }
  const relays = (value as { relays?: unknown }).relays
  const picture = field('picture', 500)
  return {
    name: field('name', NAME_MAX),
    about: field('about', ABOUT_MAX),
    picture: /^https?:\/\//i.test(picture) ? picture : '',
    ...(Array.isArray(relays) && { relays: relays.filter((url): url is string => typeof url === 'string' && isValidRelayUrl(url)).map(normalizeRelayUrl).slice(0, 5) }),
  }
}

/** A kind 40 with the newest kind 41 of its creator applied (others' edits are ignored). */
export function channelOf(creation: NostrEvent, edits: NostrEvent[] = []): Channel | null {
  if (creation.kind !== CHANNEL_KINDS.create) return null
  const base = readChannelMetadata(creation.content)
  if (!base) return null
  const edit = edits
    .filter((event) => event.kind === CHANNEL_KINDS.metadata && event.pubkey === creation.pubkey && rootOf(event) === creation.id)
    .sort((a, b) => b.created_at - a.created_at)
    .map((event) => readChannelMetadata(event.content))
    .find(Boolean)
  return { id: creation.id, creator: creation.pubkey, createdAt: creation.created_at, ...base, ...edit }
}

/** The channel a kind 41/42 belongs to: its `e` tag marked root, else its first `e` tag. */
export function rootOf(event: Pick<NostrEvent, 'tags'>): string | undefined {
  const tags = event.tags.filter((tag) => tag[0] === 'e' && HEX64.test(tag[1] ?? ''))
  return (tags.find((tag) => tag[3] === 'root') ?? tags[0])?.[1]
}

/** A kind 42 as a channel message (null when it names no channel). */
export function channelMessageOf(event: NostrEvent): ChannelMessage | null {
  const channelId = rootOf(event)
  if (event.kind !== CHANNEL_KINDS.message || !channelId) return null
  const replyTo = event.tags.find((tag) => tag[0] === 'e' && tag[3] === 'reply' && HEX64.test(tag[1] ?? ''))?.[1]
  return { id: event.id, channelId, author: event.pubkey, content: event.content, createdAt: event.created_at, ...(replyTo && { replyTo }) }
}

/** The `e`/`p` targets of the user's kind 43 (hidden messages) and 44 (muted users). */
export function moderationOf(events: NostrEvent[], me: string): { hidden: Set<string>; muted: Set<string> } {
  const own = events.filter((event) => event.pubkey === me)
  const targets = (kind: number, tag: string) => own.filter((event) => event.kind === kind).flatMap((event) => event.tags.filter((t) => t[0] === tag && HEX64.test(t[1] ?? '')).map((t) => t[1]))
  return { hidden: new Set(targets(CHANNEL_KINDS.hide, 'e')), muted: new Set(targets(CHANNEL_KINDS.mute, 'p')) }
}

/** Kind 40/41 content: empty fields left out (other clients' schemas take `picture` as a URI when present). */
export function channelContent(metadata: ChannelMetadata): string {
  const { name, about, picture, relays } = metadata
  return JSON.stringify({ name, ...(about && { about }), ...(picture && { picture }), ...(relays?.length && { relays }) })
}
