import * as nip19 from 'nostr-tools/nip19'
import { hintOf, NO_HINTS, type RelayHints } from '../events/event-refs'
import { LINK_RELAY_HINTS } from '../links/relay-hints'
import type { NostrEvent } from '../nostr-types'
import { commentTags, replyKindFor } from './comment-tags'
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

/**
 * NIP-10 reply tags: the thread root, the parent (when it is not the root), each with a relay hint and its author,
 * and p tags of the participants. `hints`: where the parent and root were seen.
 */
export function replyTags(parent: NostrEvent, author?: string, hints: RelayHints = NO_HINTS): string[][] {
  const root = rootOf(parent)
  const reply = ['e', parent.id, hintOf(hints, parent.id), root ? 'reply' : 'root', parent.pubkey]
  const eTags = root ? [['e', root[1], root[2] || hintOf(hints, root[1]), 'root', ...(root[4] ? [root[4]] : [])], reply] : [reply]
  const participants = [parent.pubkey, ...parent.tags.filter((tag) => tag[0] === 'p' && tag[1]).map((tag) => tag[1])]
  return [...eTags, ...unique(participants).filter((pubkey) => pubkey !== author).map((pubkey) => ['p', pubkey])]
}

/** The tags of a reply to `parent`: NIP-10 under a kind 1 note, NIP-22 comment tags under anything else. */
export function replyOrCommentTags(parent: NostrEvent, author?: string, hints: RelayHints = NO_HINTS): string[][] {
  return replyKindFor(parent) === 1 ? replyTags(parent, author, hints) : commentTags(parent, hints)
}

/** NIP-18 quote: a q tag (id, relay hint, author) and a p tag of the quoted author. */
export function quoteTags(quoted: NostrEvent, hints: RelayHints = NO_HINTS): string[][] {
  return [['q', quoted.id, hintOf(hints, quoted.id), quoted.pubkey], ['p', quoted.pubkey]]
}

/** The `nostr:nevent…` reference appended to a quote's text, with up to two relays where the note was seen. */
export function quoteReference(quoted: NostrEvent, relays: readonly string[] = []): string {
  return `nostr:${nip19.neventEncode({ id: quoted.id, author: quoted.pubkey, kind: quoted.kind, relays: relays.slice(0, LINK_RELAY_HINTS) })}`
}

/**
 * A price as NIP-99 writes it, a plain decimal number: thousands separators dropped ('1,000' and '1 000' are 1000)
 * and a decimal comma read as a point ('12,50' is 12.50). Anything else is kept as typed.
 */
export function priceAmount(typed: string): string {
  const amount = typed.trim().replace(/[\s_']/g, '')
  if (/^\d+(\.\d+)?$/.test(amount)) return amount
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(amount)) return amount.replace(/,/g, '')
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(amount)) return amount.replace(/\./g, '').replace(',', '.')
  if (/^\d+,\d{1,2}$/.test(amount)) return amount.replace(',', '.')
  return typed.trim()
}

/** Listing tags (NIP-99): d, then title, summary, published_at, price [amount, currency, frequency?] and location when given. */
export function listingTags(input: Pick<ComposeInput, 'title' | 'summary' | 'location' | 'price'>, identifier: string, now: number): string[][] {
  const { amount, currency, frequency } = input.price
  const price = ['price', priceAmount(amount), currency, ...(frequency.trim() ? [frequency.trim()] : [])]
  const text = (name: string, value: string) => (value.trim() ? [[name, value.trim()]] : [])
  return [
    ['d', identifier],
    ...text('title', input.title),
    ...text('summary', input.summary),
    ['published_at', String(now)],
    ...(amount.trim() ? [price] : []),
    ...text('location', input.location),
  ]
}

export interface NoteTagOptions {
  /** Seconds. */
  now: number
  author?: string
  identifier?: string
  /** Where the replied-to, root and quoted events were seen. */
  hints?: RelayHints
}

/** Every tag of a new note, from its input, its target and the time (seconds). */
export function buildNoteTags(input: ComposeInput, target: ComposeTarget, opts: NoteTagOptions): string[][] {
  const tags: string[][] = []
  const hints = opts.hints ?? NO_HINTS
  if (input.kind === LISTING_KIND && !target.replyTo) tags.push(...listingTags(input, opts.identifier ?? String(opts.now), opts.now))
  if (target.replyTo) tags.push(...replyOrCommentTags(target.replyTo, opts.author, hints))
  if (target.quote) tags.push(...quoteTags(target.quote, hints))
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
