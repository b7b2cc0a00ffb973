import type { NostrEvent } from '../nostr-types'
import type { EventTemplate } from '../signers'
import { REPORT_REASONS, type ReactionChoice, type ReportInput, type ReportReason } from './action-types'

/** NIP-56 report types for the dialog's reasons; the reason itself is kept in the content. */
const NIP56_TYPE: Record<ReportReason, string> = {
  'Illegal Material': 'illegal',
  Harassment: 'profanity',
  Spam: 'spam',
  'Bot Activity': 'spam',
  Other: 'other',
}

const LIKE: ReactionChoice = { content: '+' }

/** The note's kind as a k tag, when it is not a plain post (kind 1). */
function kindTag(note: NostrEvent): string[][] {
  return note.kind === 1 ? [] : [['k', String(note.kind)]]
}

/** NIP-25 reaction: e and p tags, k when not a kind 1, the note's expiration copied, NIP-30 emoji tag for custom emoji. */
export function reactionTemplate(note: NostrEvent, choice: ReactionChoice = LIKE, createdAt: number): EventTemplate {
  const expiration = note.tags.find((tag) => tag[0] === 'expiration' && tag[1])
  const tags = [['e', note.id], ['p', note.pubkey], ...kindTag(note)]
  if (expiration) tags.push(['expiration', expiration[1]!])
  if (choice.emoji) tags.push(['emoji', choice.emoji.shortcode, choice.emoji.url])
  return { kind: 7, content: choice.content, tags, created_at: createdAt }
}

/** NIP-18: kind 6 for a kind 1 note, else a generic repost (kind 16, with k); content is the note's JSON. */
export function repostTemplate(note: NostrEvent, createdAt: number): EventTemplate {
  const plain: NostrEvent = { id: note.id, pubkey: note.pubkey, created_at: note.created_at, kind: note.kind, tags: note.tags, content: note.content, sig: note.sig }
  return {
    kind: note.kind === 1 ? 6 : 16,
    content: JSON.stringify(plain),
    tags: [['e', note.id], ['p', note.pubkey], ...kindTag(note)],
    created_at: createdAt,
  }
}

/** NIP-09 deletion request for one note (with its kind). */
export function deletionTemplate(note: NostrEvent, createdAt: number): EventTemplate {
  return { kind: 5, content: '', tags: [['e', note.id], ['k', String(note.kind)]], created_at: createdAt }
}

export function isReportReason(value: unknown): value is ReportReason {
  return (REPORT_REASONS as readonly unknown[]).includes(value)
}

/** NIP-56 report: p tag with the type, e tag with the type when a note is reported; content carries reason, details, eventId. */
export function reportTemplate(report: ReportInput, createdAt: number): EventTemplate {
  const type = NIP56_TYPE[report.reason]
  const tags = [['p', report.pubkey.trim(), type]]
  if (report.eventId) tags.push(['e', report.eventId, type])
  const details = report.details?.trim() ?? ''
  const content = JSON.stringify({ reason: report.reason, details, ...(report.eventId ? { eventId: report.eventId } : {}) })
  return { kind: 1984, content, tags, created_at: createdAt }
}
