import type { Observable } from 'rxjs'
import { MESSAGE_TOO_LONG } from '../private-messages/message-size'

/** How a message travelled: NIP-17 gift wraps, or a legacy NIP-04 kind-4 DM. */
export type ChatProtocol = 'nip17' | 'nip04'

/** Per relay, how far one of the user's own messages got. */
export type RelayDelivery = 'pending' | 'ok' | 'failed'

/** A kind-15 file message's file (NIP-17). */
export interface ChatFile {
  url: string
  mime?: string
  /** Hex decryption key, nonce and algorithm of an encrypted file (AES-GCM). */
  decryptionKey?: string
  nonce?: string
  algorithm?: string
  /** SHA-256 (hex) of the stored (encrypted) bytes: checked before decrypting. */
  sha256?: string
  size?: number
}

/** A message as stored locally (spec 1 §3 chat message): decrypted once, never again. */
export interface ChatMessage {
  /** The rumor's id (NIP-17) or the kind-4 event's id. */
  id: string
  sessionId: string
  author: string
  /** 14 text, 15 file. */
  kind: number
  content: string
  /** Seconds, the rumor's own time. */
  createdAt: number
  protocol: ChatProtocol
  /** The message this one answers (`e` tag). */
  replyTo?: string
  file?: ChatFile
  /** Reactions inside the chat (kind 7 in wraps): reacting pubkey → its content. */
  reactions: Record<string, string>
  /** The user's own messages: relay → delivery (one entry per relay it was sent to). */
  delivery?: Record<string, RelayDelivery>
}

/** A conversation, keyed by its participant set (spec 1 §3 session_meta: id and last seen). */
export interface ChatSession {
  id: string
  /** Everyone in it but the user (sorted); empty for notes to self. */
  participants: string[]
  subject?: string
  lastMessage?: ChatMessage
  /** Seconds; 0 when empty. */
  lastMessageAt: number
  /** Seconds, the time of the newest message seen. */
  lastSeen: number
  /** Spec 1 §4: the last message from another user is newer than last seen. */
  unread: boolean
  /** Started by someone beyond follow distance 2 and not accepted yet (the Requests tab). */
  request: boolean
}

export interface SendOptions {
  /** The message answered (`e` tag). */
  replyTo?: string
  /** A new subject for a group (NIP-17 `subject` tag). */
  subject?: string
}

/** The signed-in user's private messages (NIP-17, legacy NIP-04), read from the local chat database. */
export interface ChatService {
  /** Accepted conversations, newest first. */
  readonly sessions$: Observable<ChatSession[]>
  /** Message requests, newest first. */
  readonly requests$: Observable<ChatSession[]>
  /** Accepted conversations with unread messages (the messages badge). */
  readonly unreadCount$: Observable<number>
  /** The user's DM relays (kind 10050). */
  readonly dmRelays$: Observable<string[]>
  session$(sessionId: string): Observable<ChatSession | null>
  /** Oldest first. */
  messages$(sessionId: string): Observable<ChatMessage[]>
  /** The conversation of these people (the user is added), created empty when new. */
  sessionIdFor(participants: string[]): string
  send(sessionId: string, content: string, opts?: SendOptions): Promise<void>
  /** A file (kind 15): encrypted here, uploaded to the user's media server, its key sealed in the message. */
  sendFile(sessionId: string, file: File, opts?: SendOptions): Promise<void>
  /** A received or sent file, fetched, checked against its hash and decrypted (spec 3 §8 texts on failure). */
  openFile(file: ChatFile): Promise<Blob>
  react(sessionId: string, messageId: string, content: string): Promise<void>
  /** Sends a failed message again to the relays that refused it. */
  retry(messageId: string): Promise<void>
  markSeen(sessionId: string): void
  /** Moves a request to the conversations. */
  accept(sessionId: string): void
  draft(sessionId: string): string
  saveDraft(sessionId: string, text: string): void
  setDmRelays(urls: string[]): Promise<void>
}

/** Error and UI texts of the chat. */
export const CHAT_TEXTS = {
  noChats: 'No chats yet',
  noRequests: 'No message requests',
  sendFailed: 'Not delivered',
  noDmRelays: 'No relay accepted the private message',
  /** A message too long for NIP-44 v2 (not in the spec), refused before anything is sent. */
  messageTooLong: MESSAGE_TOO_LONG,
} as const
