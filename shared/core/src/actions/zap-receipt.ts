import type { NostrEvent } from '../nostr-types'
import type { ZapItem } from './action-types'
import { bolt11Bits } from './bolt11-amount'

const tagValue = (event: NostrEvent, name: string) => event.tags.find((tag) => tag[0] === name)?.[1]

/** The zap request inside a receipt's description tag, or null when missing or not JSON. */
function zapRequest(receipt: NostrEvent): { pubkey?: unknown; content?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(tagValue(receipt, 'description') ?? '')
    return parsed && typeof parsed === 'object' ? parsed : null
  } catch {
    return null
  }
}

/** Spec 2 §3 'Zap receipt parsed': the zapper is the request's author (else the P tag, else the receipt's signer). */
export function parseZapReceipt(receipt: NostrEvent): ZapItem {
  const request = zapRequest(receipt)
  const zapper = typeof request?.pubkey === 'string' ? request.pubkey : (tagValue(receipt, 'P') ?? receipt.pubkey)
  return {
    id: receipt.id,
    pubkey: zapper,
    amount: bolt11Bits(tagValue(receipt, 'bolt11') ?? ''),
    comment: typeof request?.content === 'string' ? request.content : '',
    created_at: receipt.created_at,
  }
}
