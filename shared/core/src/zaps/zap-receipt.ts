import type { NostrEvent } from '../nostr-types'
import type { ZapItem } from '../actions/action-types'
import { readInvoice } from '../actions/bolt11'

/** The zap request (kind 9734) a receipt embeds in its `description` tag. */
export interface EmbeddedZapRequest {
  id?: unknown
  pubkey?: unknown
  kind?: unknown
  content?: unknown
  tags: string[][]
  created_at?: unknown
  sig?: unknown
}

/** What a zap receipt (kind 9735) says; the app's one reading of receipts (counts, cards, notifications). */
export interface ZapReceipt {
  /** Bits (invoice millisats / 1000); null for a bad invoice or one without an amount. */
  amount: number | null
  /** The zapper: the zap request's author (in `description`), else the `P` tag; null when neither is a hex key. */
  zapper: string | null
  comment: string
  /** The zapped user (`p` tag). */
  recipient?: string
  /** The zapped event (the last `e` tag), when a note was zapped. */
  eventId?: string
  bolt11?: string
  /** The embedded zap request; null when missing or not a JSON object. */
  request: EmbeddedZapRequest | null
}

const HEX64 = /^[0-9a-f]{64}$/i

export const tagValue = (event: { tags: string[][] }, name: string) => event.tags.find((tag) => tag[0] === name)?.[1]
const hexKey = (value: unknown) => (typeof value === 'string' && HEX64.test(value) ? value : null)

/** The zap request inside a receipt's description tag; null when missing or not a JSON object. */
export function embeddedZapRequest(receipt: NostrEvent): EmbeddedZapRequest | null {
  try {
    const parsed: unknown = JSON.parse(tagValue(receipt, 'description') ?? '')
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const tags = (parsed as { tags?: unknown }).tags
    const validTags = Array.isArray(tags) && tags.every((tag) => Array.isArray(tag) && tag.every((part) => typeof part === 'string'))
    return { ...(parsed as object), tags: validTags ? (tags as string[][]) : [] }
  } catch {
    return null
  }
}

/** Reads a zap receipt; malformed parts come back as null or empty, never as an exception. */
export function readZapReceipt(receipt: NostrEvent): ZapReceipt {
  const request = embeddedZapRequest(receipt)
  const bolt11 = tagValue(receipt, 'bolt11')
  const eventId = receipt.tags.filter((tag) => tag[0] === 'e' && tag[1]).at(-1)?.[1]
  return {
    amount: bolt11 ? (readInvoice(bolt11)?.amount ?? null) : null,
    zapper: hexKey(request?.pubkey) ?? hexKey(tagValue(receipt, 'P')),
    comment: typeof request?.content === 'string' ? request.content : '',
    recipient: tagValue(receipt, 'p'),
    ...(eventId ? { eventId } : {}),
    ...(bolt11 ? { bolt11 } : {}),
    request,
  }
}

/** Spec 2 §3 'Zap receipt parsed', a reactions-summary item: the zapper falls back to the receipt's signer, amount to 0. */
export function parseZapReceipt(receipt: NostrEvent): ZapItem {
  const zap = readZapReceipt(receipt)
  return { id: receipt.id, pubkey: zap.zapper ?? receipt.pubkey, amount: zap.amount ?? 0, comment: zap.comment, created_at: receipt.created_at }
}
