import type { NostrEvent } from '../nostr-types'
import type { Verifier } from '../policies/verifier'
import { readInvoice } from '../actions/bolt11'
import { readZapReceipt, tagValue, type EmbeddedZapRequest } from './zap-receipt'
import { sha256Hex } from '../util/sha256-hex'

/** Why a kind-9735 receipt does not count (NIP-57 appendix F). */
export const ZAP_RECEIPT_PROBLEMS = {
  notFromLnurl: "Receipt not signed by the recipient's LNURL server",
  noRequest: 'Receipt without a zap request',
  badRequest: 'Zap request is not a signed kind-9734 event',
  recipient: 'Zap request names another recipient',
  event: 'Zap request names another event',
  invoice: 'Receipt without an invoice amount',
  descriptionHash: 'Invoice does not commit to the zap request',
  amount: 'Invoice amount differs from the zap request',
} as const

const isSignedRequest = async (request: EmbeddedZapRequest, verifyEvent: Verifier) =>
  request.kind === 9734 && typeof request.sig === 'string' && (await verifyEvent(request as unknown as NostrEvent))

/**
 * The first NIP-57 rule a receipt breaks, or null when it counts: signed by the recipient's LNURL `nostrPubkey`; the
 * embedded zap request a signed kind 9734 for the same recipient and event; the invoice committing to that request
 * (description hash) for the amount it asked (when it names one).
 */
export async function zapReceiptProblem(receipt: NostrEvent, lnurlPubkey: string | null | undefined, verifyEvent: Verifier): Promise<string | null> {
  if (!lnurlPubkey || receipt.pubkey !== lnurlPubkey) return ZAP_RECEIPT_PROBLEMS.notFromLnurl
  const zap = readZapReceipt(receipt)
  const request = zap.request
  if (!request) return ZAP_RECEIPT_PROBLEMS.noRequest
  if (!(await isSignedRequest(request, verifyEvent))) return ZAP_RECEIPT_PROBLEMS.badRequest
  if (tagValue(request, 'p') !== zap.recipient) return ZAP_RECEIPT_PROBLEMS.recipient
  if (zap.eventId && tagValue(request, 'e') !== zap.eventId) return ZAP_RECEIPT_PROBLEMS.event
  const invoice = zap.bolt11 ? readInvoice(zap.bolt11) : null
  if (!invoice?.millisats) return ZAP_RECEIPT_PROBLEMS.invoice
  if (invoice.descriptionHash !== (await sha256Hex(tagValue(receipt, 'description') ?? ''))) return ZAP_RECEIPT_PROBLEMS.descriptionHash
  const asked = tagValue(request, 'amount')
  if (asked !== undefined && Number(asked) !== invoice.millisats) return ZAP_RECEIPT_PROBLEMS.amount
  return null
}
