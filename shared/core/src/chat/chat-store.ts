import type { ChatDatabase } from './chat-database'
import type { MessageRow, SessionRow } from './chat-rows'
import type { ChatSession } from './chat-types'
import { isMessageRow } from './rumor-message'
import { participantsOf } from './session-id'
import { retryInMemory } from '../db/memory-retry'

let lastOrder = 0
/** Increasing arrival stamps, also across reloads (milliseconds, bumped on ties). */
const nextOrder = () => (lastOrder = Math.max(lastOrder + 1, Date.now()))

/** What a new message does to its conversation. */
export interface Arrival {
  me: string
  message: MessageRow
  subject?: string
  /** A conversation this message starts is a request (from beyond follow distance 2). */
  startsRequest: boolean
}

function emptySession(me: string, sessionId: string, accepted: boolean): SessionRow {
  return { id: sessionId, participants: participantsOf(me, sessionId), lastMessageAt: 0, lastIncomingAt: 0, lastSeen: 0, accepted }
}

/** Stores a message once (by id) and moves its conversation on; reactions that came first are applied. */
export async function storeMessage(db: ChatDatabase, { me, message, subject, startsRequest }: Arrival): Promise<boolean> {
  return db.transaction('rw', [db.messages, db.sessions, db.pendingReactions], async () => {
    if (await db.messages.get(message.id)) return false
    const early = await db.pendingReactions.where('messageId').equals(message.id).toArray()
    for (const reaction of early.sort((a, b) => a.createdAt - b.createdAt)) message.reactions[reaction.author] = reaction.content
    await db.pendingReactions.bulkDelete(early.map((reaction) => reaction.id))
    await db.messages.put({ ...message, order: message.order ?? nextOrder() })
    const own = message.author === me
    const session = (await db.sessions.get(message.sessionId)) ?? emptySession(me, message.sessionId, own || !startsRequest)
    if (own) session.accepted = true
    if (subject !== undefined) session.subject = subject || undefined
    if (message.createdAt >= session.lastMessageAt) Object.assign(session, { lastMessageAt: message.createdAt, lastMessageId: message.id })
    if (!own) session.lastIncomingAt = Math.max(session.lastIncomingAt, message.createdAt)
    else session.lastSeen = Math.max(session.lastSeen, message.createdAt) // what the user wrote, they have seen
    await db.sessions.put(session)
    return true
  })
}

/** A reaction inside a chat; kept aside until its message arrives. */
export async function storeReaction(db: ChatDatabase, reaction: { id: string; messageId: string; author: string; content: string; createdAt: number }) {
  await db.transaction('rw', [db.messages, db.pendingReactions], async () => {
    const message = await db.messages.get(reaction.messageId)
    if (!message) return void (await db.pendingReactions.put(reaction))
    await db.messages.update(message.id, { reactions: { ...message.reactions, [reaction.author]: reaction.content } })
  })
}

/** Creates the conversation when new (the user opened it), accepted. */
export async function ensureSession(db: ChatDatabase, me: string, sessionId: string): Promise<void> {
  await db.transaction('rw', db.sessions, async () => {
    if (!(await db.sessions.get(sessionId))) await db.sessions.put(emptySession(me, sessionId, true))
  })
}

export async function markSeen(db: ChatDatabase, sessionId: string, seconds: number) {
  await db.transaction('rw', db.sessions, async () => {
    const session = await db.sessions.get(sessionId)
    if (session) await db.sessions.update(sessionId, { lastSeen: Math.max(session.lastSeen, session.lastMessageAt, seconds) })
  })
}

export const acceptSession = (db: ChatDatabase, sessionId: string) => retryInMemory(db, () => db.sessions.update(sessionId, { accepted: true }))

/** A conversation's messages, oldest first (corrupt rows never reach here: the database clears them on read). */
export async function readMessages(db: ChatDatabase, sessionId: string): Promise<MessageRow[]> {
  const rows = await db.messages.where('[sessionId+createdAt]').between([sessionId, -Infinity], [sessionId, Infinity]).toArray()
  return rows.sort((a, b) => a.createdAt - b.createdAt || (a.order ?? 0) - (b.order ?? 0))
}

/** The conversations with their last message, newest first; muted people's messages neither preview nor count as unread. */
export async function readSessions(db: ChatDatabase, mutes: readonly string[] = []): Promise<ChatSession[]> {
  const rows = (await db.sessions.orderBy('lastMessageAt').reverse().toArray()).filter((row) => Array.isArray(row.participants))
  const last = await db.messages.bulkGet(rows.map((row) => row.lastMessageId ?? ''))
  const sessions = await Promise.all(rows.map((row, index) => (hasMuted(row, mutes) ? withoutMuted(db, row, mutes) : toSession(row, last[index]))))
  return sessions.sort((a, b) => b.lastMessageAt - a.lastMessageAt)
}

/** One conversation with its last message (null when unknown), as readSessions gives it. */
export async function readSession(db: ChatDatabase, sessionId: string, mutes: readonly string[] = []): Promise<ChatSession | null> {
  const row = await db.sessions.get(sessionId)
  if (!row) return null
  if (hasMuted(row, mutes)) return withoutMuted(db, row, mutes)
  return toSession(row, row.lastMessageId ? await db.messages.get(row.lastMessageId) : undefined)
}

const hasMuted = (row: SessionRow, mutes: readonly string[]) => mutes.length > 0 && row.participants.some((pubkey) => mutes.includes(pubkey))

/** A conversation with muted members: its last message and last incoming time taken from everyone else's messages. */
async function withoutMuted(db: ChatDatabase, row: SessionRow, mutes: readonly string[]): Promise<ChatSession> {
  const shown = (await readMessages(db, row.id)).filter((message) => !mutes.includes(message.author))
  const last = shown.at(-1)
  const lastIncomingAt = shown.reduce((newest, message) => (row.participants.includes(message.author) ? Math.max(newest, message.createdAt) : newest), 0)
  return toSession({ ...row, lastMessageAt: last?.createdAt ?? 0, lastMessageId: last?.id, lastIncomingAt }, last)
}

export function toSession(row: SessionRow, lastMessage?: MessageRow): ChatSession {
  return {
    id: row.id,
    participants: row.participants,
    ...(row.subject && { subject: row.subject }),
    ...(lastMessage && isMessageRow(lastMessage) && { lastMessage }),
    lastMessageAt: row.lastMessageAt,
    lastSeen: row.lastSeen,
    unread: row.lastIncomingAt > row.lastSeen,
    request: !row.accepted,
  }
}
