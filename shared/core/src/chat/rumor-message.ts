import type { ReceivedRumor } from '../private-messages/unwrap-gift-wrap'
import type { ChatFile } from './chat-types'
import type { MessageRow } from './chat-rows'

export const CHAT_MESSAGE_KIND = 14
export const CHAT_FILE_KIND = 15
export const CHAT_REACTION_KIND = 7

const tagValue = (tags: string[][], name: string) => tags.find((tag) => tag[0] === name)?.[1]

function fileOf(rumor: ReceivedRumor): ChatFile | undefined {
  if (!/^https?:\/\//i.test(rumor.content.trim())) return undefined
  const size = Number(tagValue(rumor.tags, 'size'))
  return {
    url: rumor.content.trim(),
    mime: tagValue(rumor.tags, 'file-type'),
    decryptionKey: tagValue(rumor.tags, 'decryption-key'),
    nonce: tagValue(rumor.tags, 'decryption-nonce'),
    algorithm: tagValue(rumor.tags, 'encryption-algorithm'),
    sha256: tagValue(rumor.tags, 'x'),
    ...(Number.isFinite(size) && size > 0 && { size }),
  }
}

/** A kind-14 or kind-15 rumor as a stored message (null for other kinds, or a file without a usable URL). */
export function messageOfRumor(rumor: ReceivedRumor, sessionId: string, protocol: MessageRow['protocol'] = 'nip17'): MessageRow | null {
  if (rumor.kind !== CHAT_MESSAGE_KIND && rumor.kind !== CHAT_FILE_KIND) return null
  const file = rumor.kind === CHAT_FILE_KIND ? fileOf(rumor) : undefined
  if (rumor.kind === CHAT_FILE_KIND && !file) return null
  const replyTo = tagValue(rumor.tags, 'e')
  return {
    id: rumor.id,
    sessionId,
    author: rumor.pubkey,
    kind: rumor.kind,
    content: rumor.content,
    createdAt: rumor.created_at,
    protocol,
    reactions: {},
    ...(replyTo && /^[0-9a-f]{64}$/.test(replyTo) && { replyTo }),
    ...(file && { file }),
  }
}

/** The subject a rumor sets for its conversation (NIP-17 `subject`), if any. */
export const subjectOf = (rumor: Pick<ReceivedRumor, 'tags'>) => tagValue(rumor.tags, 'subject')?.slice(0, 200)

/** A kind-7 rumor: which message it reacts to, and with what. */
export function reactionOfRumor(rumor: ReceivedRumor): { messageId: string; content: string } | null {
  if (rumor.kind !== CHAT_REACTION_KIND) return null
  const messageId = rumor.tags.filter((tag) => tag[0] === 'e').at(-1)?.[1]
  return messageId && /^[0-9a-f]{64}$/.test(messageId) ? { messageId, content: rumor.content || '+' } : null
}

/** Whether a stored row is whole (spec 1 §8: corrupt local chat messages are cleared). */
export function isMessageRow(row: unknown): row is MessageRow {
  const value = row as Partial<MessageRow> | null
  return (
    !!value &&
    typeof value.id === 'string' &&
    typeof value.sessionId === 'string' &&
    typeof value.author === 'string' &&
    typeof value.content === 'string' &&
    Number.isFinite(value.createdAt) &&
    (value.protocol === 'nip17' || value.protocol === 'nip04') &&
    !!value.reactions &&
    typeof value.reactions === 'object'
  )
}
