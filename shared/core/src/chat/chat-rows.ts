import type { ChatMessage } from './chat-types'

/** A stored message (spec 1 §3): decrypted once, kept decrypted in the account's chat database. */
export interface MessageRow extends ChatMessage {
  /** Arrival order here: breaks ties between messages of the same second. */
  order?: number
}

/** A conversation and its session_meta (last seen), its draft and whether it was accepted. */
export interface SessionRow {
  id: string
  participants: string[]
  subject?: string
  /** Seconds of the newest message (0 when none). */
  lastMessageAt: number
  lastMessageId?: string
  /** Seconds of the newest message from someone else (unread when newer than last seen). */
  lastIncomingAt: number
  lastSeen: number
  /** Accepted by the user (or started by them, or by someone within follow distance 2). */
  accepted: boolean
}

/** A gift wrap or kind-4 event already handled (opened, refused or set aside), so it is never decrypted again. */
export interface SeenRow {
  id: string
  outcome: 'stored' | 'refused' | 'ignored'
  /** Seconds: when the relay event was dated (for the next subscription's `since`). */
  createdAt: number
}

/** One wrap of an own message to one recipient, kept until every relay took it (retry sends it again). */
export interface OutgoingRow {
  /** `${messageId}:${recipient}` */
  key: string
  messageId: string
  recipient: string
  wrap: string
  relays: string[]
}

/** A rumor that arrived before what it refers to (a reaction before its message): applied when that arrives. */
export interface PendingReactionRow {
  id: string
  messageId: string
  author: string
  content: string
  createdAt: number
}
