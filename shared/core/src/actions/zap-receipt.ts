import type { NostrEvent } from '../nostr-types'
import type { ZapItem } from './action-types'
import { readInvoice } from './bolt11'

/** What a zap receipt (kind 9735) says. */
export interface ZapReceipt {
  /** Bits (invoice millisats / 1000); null for a bad invoice or one without an amount. */
  amount: number | null
  /** The zapper: the zap request's author (in `description`), else the `P` tag; null when neither is a hex key. */
  zapper: string | null
  comment: string
  /** The zapped user (`p` tag). */
  recipient?: string
}

const HEX64 = /^[0-9a-f]{64}$/i

const tagValue = (event: NostrEvent, name: string) => event.tags.find((tag) => tag[0] === name)?.[1]
const hexKey = (value: unknown) => (typeof value === 'string' && HEX64.test(value) ? value : null)

/** The zap request inside a receipt's description tag; empty when missing or not JSON. */
function zapRequest(receipt: NostrEvent): { pubkey?: unknown; content?: unknown } {
  try {
    const parsed: unknown = JSON.parse(tagValue(receipt, 'description') ?? '')
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

/** Reads a zap receipt; malformed parts come back as null or empty, never as an exception. */
export function readZapReceipt(receipt: NostrEvent): ZapReceipt {
  const request = zapRequest(receipt)
  const bolt11 = tagValue(receipt, 'bolt11')
  return {
    amount: bolt11 ? (readInvoice(bolt11)?.amount ?? null) : null,
    zapper: hexKey(request.pubkey) ?? hexKey(tagValue(receipt, 'P')),
    comment: typeof request.content === 'string' ? request.content : '',
    recipient: tagValue(receipt, 'p'),
  }
}

/** Spec 2 §3 'Zap receipt parsed', a reactions-summary item: the zapper falls back to the receipt's signer, amount to 0. */
export function parseZapReceipt(receipt: NostrEvent): ZapItem {
  const zap = readZapReceipt(receipt)
  return { id: receipt.id, pubkey: zap.zapper ?? receipt.pubkey, amount: zap.amount ?? 0, comment: zap.comment, created_at: receipt.created_at }
}
