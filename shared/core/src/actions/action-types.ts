import type { Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'

/** Spec 2 §5 report reasons, in the order the dialog offers them. */
export const REPORT_REASONS = ['Illegal Material', 'Harassment', 'Spam', 'Bot Activity', 'Other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** What a report is about (spec 2 §3 Report). */
export interface ReportInput {
  reason: ReportReason
  /** Target user; must not be blank. */
  pubkey: string
  /** The reported note, when a note (not only a user) is reported. */
  eventId?: string
  details?: string
}

/** A reaction other than the plain like: a short emoji, or a custom emoji from the note's emoji tags. */
export interface ReactionChoice {
  /** '+' (like), an emoji, or ':shortcode:' for a custom emoji. */
  content: string
  /** Image of a custom emoji; adds the NIP-30 emoji tag. */
  emoji?: { shortcode: string; url: string }
}

export interface LikeItem {
  id: string
  pubkey: string
  /** '+' or an emoji or ':shortcode:'. */
  content: string
  /** The image of a custom emoji, when the reaction carries a matching emoji tag. */
  emojiUrl?: string
  created_at: number
}

export interface RepostItem {
  id: string
  pubkey: string
  created_at: number
  /** 6 for a kind-1 note, 16 for anything else (what a deletion of it names in its `k` tag). */
  kind: number
}

/** Spec 2 §3 'Zap receipt parsed'. */
export interface ZapItem {
  id: string
  /** The zapper (the zap request's author). */
  pubkey: string
  /** Bits (invoice millisats / 1000). */
  amount: number
  comment: string
  created_at: number
}

/** Reactions, reposts and zaps of one note; one entry per person for likes and reposts. */
export interface ReactionSummary {
  likes: LikeItem[]
  reposts: RepostItem[]
  zaps: ZapItem[]
  /** Sum of the zaps in bits. */
  zapTotal: number
  /** Direct replies: kind-1 NIP-10 replies and kind-1111 NIP-22 comments whose parent is the note. */
  replies: number
}

export const EMPTY_SUMMARY: ReactionSummary = Object.freeze({ likes: [], reposts: [], zaps: [], zapTotal: 0, replies: 0 }) as ReactionSummary

/** What the reactions bar and the note menu ask the core to do (issue 6 items 3 and 9). */
export interface NoteActions {
  /** Kind 7: '+' by default, or the chosen emoji. Rejects when signed out. */
  react(note: NostrEvent, choice?: ReactionChoice): Promise<NostrEvent>
  /** Kind 6 (kind 16 for notes that are not kind 1) with the note's JSON as content. */
  repost(note: NostrEvent): Promise<NostrEvent>
  /** Kind 5 deletion of the signed-in user's repost of the note (NIP-09); the count drops at once. */
  undoRepost(note: NostrEvent): Promise<NostrEvent>
  /** Kind 5 deletion request; only the note's author may ask. */
  requestDeletion(note: NostrEvent): Promise<NostrEvent>
  /** NIP-56 kind 1984. */
  report(input: ReportInput): Promise<NostrEvent>
  /** Sends a fetched event again to the relays; rejects when no relay accepted it. */
  rebroadcast(note: NostrEvent): Promise<void>
  /** Live counts of a note, fetched in batches (debounced 300 ms) and cached (100 notes). */
  summary$(noteId: string): Observable<ReactionSummary>
  /** Counts the user's zap at once (quick zap); the returned function takes it back, its receipt replaces it. */
  addPendingZap(noteId: string, zap: Pick<ZapItem, 'pubkey' | 'amount' | 'comment'>): () => void
  dispose(): void
}

/** Error texts (spec 2 §5; the user text is reused from the social service). */
export const ACTION_ERRORS = {
  noUser: 'Invalid user key: user not properly initialized',
  invalidPubkey: 'Invalid pubkey',
  notOwner: 'Only the author can request deletion of a note',
  invalidReason: 'Choose a reason for the report',
  noRepost: 'You have not reposted this note',
} as const

/** Spec 2 §9: counts debounced 300 ms; count caches 100 entries. */
export const COUNTS_DEBOUNCE_MS = 300
export const COUNTS_CACHE_ENTRIES = 100
