import type { NostrEvent } from '../nostr-types'
import { bolt11Bits } from '../actions/bolt11'
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

const tagValue = (event: NostrEvent, name: string) => event.tags.find((tag) => tag[0] === name)?.[1]
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

interface ZapRequest {
  pubkey: string
  content: string
  tags: string[][]
}

/** The zap request embedded in a receipt's 'description' tag, or null when missing or malformed. */
export function zapRequestOf(receipt: NostrEvent): ZapRequest | null {
  try {
    const parsed = JSON.parse(tagValue(receipt, 'description') ?? '') as Partial<ZapRequest>
    if (typeof parsed?.pubkey !== 'string' || !parsed.pubkey) return null
    return { pubkey: parsed.pubkey, content: typeof parsed.content === 'string' ? parsed.content : '', tags: Array.isArray(parsed.tags) ? parsed.tags : [] }
  } catch {
    return null
  }
}

/** Spec 1 §3: the invoice's millisatoshis / 1000; the request's 'amount' tag when the invoice has none. */
export function zapAmount(receipt: NostrEvent, request: ZapRequest | null): number {
  const bolt11 = tagValue(receipt, 'bolt11')
  const fromInvoice = bolt11 ? bolt11Bits(bolt11) : 0
  if (fromInvoice > 0) return fromInvoice
  const millisats = Number(request?.tags.find((tag) => tag[0] === 'amount')?.[1])
  return Number.isFinite(millisats) && millisats > 0 ? Math.floor(millisats / 1000) : 0
}

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
      const request = zapRequestOf(event)
      if (!request) return null
      return { type: 'zap', originalEventId: targetId(event), actor: request.pubkey, content: request.content, amount: zapAmount(event, request) }
    }
    default:
      return null
  }
}
