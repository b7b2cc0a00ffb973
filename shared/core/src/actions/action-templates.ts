import { addressOf, hintedTag } from '../events/event-refs'
import type { NostrEvent } from '../nostr-types'
import type { EventTemplate } from '../signers'
import { REPORT_REASONS, type ReactionChoice, type RepostItem, type ReportInput, type ReportReason } from './action-types'

/** NIP-56 report types for the dialog's reasons; the reason's own words open the content. */
const NIP56_TYPE: Record<ReportReason, string> = {
  'Illegal Material': 'illegal',
  Harassment: 'profanity',
  Spam: 'spam',
  'Bot Activity': 'spam',
  Other: 'other',
}

const LIKE: ReactionChoice = { content: '+' }

/** An `a` tag with the coordinates of an addressable note (none for other kinds). */
function addressTags(note: NostrEvent, relay: string): string[][] {
  const address = addressOf(note)
  return address ? [hintedTag('a', address, relay)] : []
}

/**
 * NIP-25 reaction: `e` (relay hint and author), `a` for an addressable note, `p` (relay hint), `k` (the note's kind),
 * the note's expiration copied, NIP-30 emoji tag for a custom emoji. `relay`: where the note was seen ('' unknown).
 */
export function reactionTemplate(note: NostrEvent, choice: ReactionChoice = LIKE, createdAt: number, relay = ''): EventTemplate {
  const expiration = note.tags.find((tag) => tag[0] === 'expiration' && tag[1])
  const tags = [hintedTag('e', note.id, relay, note.pubkey), ...addressTags(note, relay), hintedTag('p', note.pubkey, relay), ['k', String(note.kind)]]
  if (expiration) tags.push(['expiration', expiration[1]!])
  if (choice.emoji) tags.push(['emoji', choice.emoji.shortcode, choice.emoji.url])
  return { kind: 7, content: choice.content, tags, created_at: createdAt }
}

/**
 * NIP-18: kind 6 for a kind 1 note, else a generic repost (kind 16, with `k`); the `e` tag carries the relay where the
 * note was seen (a MUST), `a` an addressable note's coordinates, `p` its author; content is the note's JSON.
 */
export function repostTemplate(note: NostrEvent, createdAt: number, relay = ''): EventTemplate {
  const plain: NostrEvent = { id: note.id, pubkey: note.pubkey, created_at: note.created_at, kind: note.kind, tags: note.tags, content: note.content, sig: note.sig }
  const kindTag = note.kind === 1 ? [] : [['k', String(note.kind)]]
  return {
    kind: note.kind === 1 ? 6 : 16,
    content: JSON.stringify(plain),
    tags: [['e', note.id, relay], ...addressTags(note, relay), hintedTag('p', note.pubkey, relay), ...kindTag],
    created_at: createdAt,
  }
}

/** NIP-09 deletion request for one note (with its kind, and its coordinates when addressable). */
export function deletionTemplate(note: NostrEvent, createdAt: number): EventTemplate {
  return { kind: 5, content: '', tags: [['e', note.id], ...addressTags(note, ''), ['k', String(note.kind)]], created_at: createdAt }
}

/** NIP-09 deletion of one of our reposts (kind 6 or 16), naming its kind. */
export function repostDeletionTemplate(repost: Pick<RepostItem, 'id' | 'kind'>, createdAt: number): EventTemplate {
  return { kind: 5, content: '', tags: [['e', repost.id], ['k', String(repost.kind)]], created_at: createdAt }
}

export function isReportReason(value: unknown): value is ReportReason {
  return (REPORT_REASONS as readonly unknown[]).includes(value)
}

/** The report's free text: the reason as the user chose it, then the details ('Spam: Same ad every minute'). */
export function reportContent(report: Pick<ReportInput, 'reason' | 'details'>): string {
  const details = report.details?.trim()
  return details ? `${report.reason}: ${details}` : report.reason
}

/** NIP-56 report: the type as the third entry of the `p` tag, and of the `e` tag when a note is reported; plain-text content. */
export function reportTemplate(report: ReportInput, createdAt: number): EventTemplate {
  const type = NIP56_TYPE[report.reason]
  const tags = [['p', report.pubkey.trim(), type]]
  if (report.eventId) tags.push(['e', report.eventId, type])
  return { kind: 1984, content: reportContent(report), tags, created_at: createdAt }
}
