import { isFlag, isNumber, isText, isTextList, oneOf, optional, shape, type Check } from '../db/row-guards'
import { isMessageRow } from './rumor-message'

/** The shape of each chat table's rows (chat-rows.ts); rows that fail are cleared on read (spec 1 §8). */
export const CHAT_ROW_CHECKS: Record<string, Check> = {
  messages: isMessageRow,
  sessions: shape({
    id: isText,
    participants: isTextList,
    subject: optional(isText),
    lastMessageAt: isNumber,
    lastMessageId: optional(isText),
    lastIncomingAt: isNumber,
    lastSeen: isNumber,
    accepted: isFlag,
  }),
  seen: shape({ id: isText, outcome: oneOf('stored', 'refused', 'ignored'), createdAt: isNumber }),
  outgoing: shape({ key: isText, messageId: isText, recipient: isText, wrap: isText, relays: isTextList }),
  pendingReactions: shape({ id: isText, messageId: isText, author: isText, content: isText, createdAt: isNumber }),
}
