import * as nip19 from 'nostr-tools/nip19'
import type { NostrEvent } from '../nostr-types'
import { LISTING_KIND, type ComposeInput, type ComposeTarget } from './compose-types'

/** Spec 2 Embeds: hashtags are 2 to 50 letters, digits or underscores. */
const HASHTAG = /(?<![\p{L}\p{N}_&/#])#([\p{L}\p{N}_]{2,50})(?![\p{L}\p{N}_])/gu
const PROFILE_MENTION = /nostr:((?:npub|nprofile)1[02-9ac-hj-np-z]+)/g

/** Hashtags of a text as t tags: lowercased, de-duplicated. */
export function hashtagTags(text: string): string[][] {
  const tags = new Set<string>()
  for (const match of text.matchAll(HASHTAG)) tags.add(match[1].toLowerCase())
  return [...tags].map((tag) => ['t', tag])
}

/** Public keys of `nostr:npub…` / `nostr:nprofile…` mentions in a text. */
export function mentionedPubkeys(text: string): string[] {
  const keys = new Set<string>()
  for (const match of text.matchAll(PROFILE_MENTION)) {
    try {
      const decoded = nip19.decode(match[1])
      if (decoded.type === 'npub') keys.add(decoded.data)
      if (decoded.type === 'nprofile') keys.add(decoded.data.pubkey)
    } catch {
      // Not a valid bech32 entity: left as text.
    }
  }
  return [...keys]
}

/** The root e tag id of a note (NIP-10 marker, else the deprecated positional form), or undefined for a top-level note. */
export function rootOf(event: NostrEvent): string[] | undefined {
  const eTags = event.tags.filter((tag) => tag[0] === 'e' && tag[1])
  return eTags.find((tag) => tag[3] === 'root') ?? (eTags.some((tag) => tag[3]) ? undefined : eTags[0])
}

/** NIP-10 reply tags: the thread root, the parent (when it is not the root), and p tags of the participants. */
export function replyTags(parent: NostrEvent, author?: string): string[][] {
  const root = rootOf(parent)
  const eTags = root
    ? [['e', root[1], root[2] ?? '', 'root', ...(root[4] ? [root[4]] : [])], ['e', parent.id, '', 'reply', parent.pubkey]]
    : [['e', parent.id, '', 'root', parent.pubkey]]
  const participants = [parent.pubkey, ...parent.tags.filter((tag) => tag[0] === 'p' && tag[1]).map((tag) => tag[1])]
  return [...eTags, ...unique(participants).filter((pubkey) => pubkey !== author).map((pubkey) => ['p', pubkey])]
}

/** NIP-18 quote: a q tag (id, relay hint, author) and a p tag of the quoted author. */
export function quoteTags(quoted: NostrEvent): string[][] {
  return [['q', quoted.id, '', quoted.pubkey], ['p', quoted.pubkey]]
}

/** The `nostr:nevent…` reference appended to a quote's text. */
export function quoteReference(quoted: NostrEvent): string {
  return `nostr:${nip19.neventEncode({ id: quoted.id, author: quoted.pubkey, kind: quoted.kind })}`
}

/** Listing tags (NIP-99): d, title, price [amount, currency, frequency?], published_at. */
export function listingTags(input: Pick<ComposeInput, 'title' | 'price'>, identifier: string, now: number): string[][] {
  const { amount, currency, frequency } = input.price
  const price = ['price', amount.trim(), currency, ...(frequency.trim() ? [frequency.trim()] : [])]
  return [['d', identifier], ['title', input.title.trim()], ...(amount.trim() ? [price] : []), ['published_at', String(now)]]
}

/** Every tag of a new note, from its input, its target and the time (seconds). */
export function buildNoteTags(input: ComposeInput, target: ComposeTarget, opts: { now: number; author?: string; identifier?: string }): string[][] {
  const tags: string[][] = []
  if (input.kind === LISTING_KIND) tags.push(...listingTags(input, opts.identifier ?? String(opts.now), opts.now))
  if (target.replyTo) tags.push(...replyTags(target.replyTo, opts.author))
  if (target.quote) tags.push(...quoteTags(target.quote))
  const tagged = new Set(tags.filter((tag) => tag[0] === 'p').map((tag) => tag[1]))
  for (const pubkey of mentionedPubkeys(input.text)) if (!tagged.has(pubkey)) tags.push(['p', pubkey])
  tags.push(...hashtagTags(input.text))
  tags.push(...unique(input.gTags).map((hash) => ['g', hash]))
  tags.push(...input.imeta)
  if (input.expirationDelta) tags.push(['expiration', String(opts.now + input.expirationDelta)])
  return tags
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
