import type { NostrEvent } from '../nostr-types'
import { readZapReceipt } from '../zaps/zap-receipt'
import type { NotificationType } from './notification-types'

/** What one event contributes to the notifications: its group, the person behind it and what they said. */
export interface NotificationFacts {
  type: NotificationType
  originalEventId: string | null
  /** The author, or the zap sender (the pubkey inside the receipt's 'description' zap request). */
  actor: string
  content: string
  /** Zaps only, in satoshis. */
  amount?: number
}

const eTags = (event: NostrEvent) => event.tags.filter((tag) => tag[0] === 'e' && typeof tag[1] === 'string' && tag[1])

/** NIP-10: the 'reply' marked e tag, else 'root', else the last unmarked one; mentions do not count. */
export function repliedToId(event: NostrEvent): string | null {
  const tags = eTags(event)
  const marked = (marker: string) => tags.find((tag) => tag[3] === marker)?.[1]
  const positional = tags.filter((tag) => !tag[3])
  return marked('reply') ?? marked('root') ?? positional.at(-1)?.[1] ?? null
}

/** NIP-25/18/57: the last e tag names the event reacted to, reposted or zapped. */
const targetId = (event: NostrEvent) => eTags(event).at(-1)?.[1] ?? null

/** What the event means as a notification, or null when it is none (e.g. a reaction naming no event). */
export function notificationFacts(event: NostrEvent): NotificationFacts | null {
  switch (event.kind) {
    case 7:
    case 6:
    case 16: {
      const original = targetId(event)
      if (!original) return null
      const content = event.kind === 7 ? event.content : ''
      return { type: event.kind === 7 ? 'reaction' : 'repost', originalEventId: original, actor: event.pubkey, content }
    }
    case 1: {
      const parent = repliedToId(event)
      if (parent) return { type: 'reply', originalEventId: parent, actor: event.pubkey, content: event.content }
      return { type: 'mention', originalEventId: event.id, actor: event.pubkey, content: event.content }
    }
    case 9735: {
      const zap = readZapReceipt(event)
      if (!zap.request || !zap.zapper) return null
      return { type: 'zap', originalEventId: zap.eventId ?? null, actor: zap.zapper, content: zap.comment, amount: zap.amount ?? 0 }
    }
    default:
      return null
  }
}
