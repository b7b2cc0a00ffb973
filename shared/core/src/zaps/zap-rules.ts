import type { LnurlPayInfo } from '../lnurl/pay-info'

/** Spec 2 §9: the zap dialog's presets in bits (the saved default is added). */
export const ZAP_PRESETS = [1, 21, 42, 69, 100, 1000, 10_000, 100_000] as const
/** Spec 2 §9: the default amount when none is saved. */
export const DEFAULT_ZAP_BITS = 21
/** Spec 2 §9: zap relay list capped at 4. */
export const ZAP_RELAYS_MAX = 4
/** Spec 2 §4: the dialog polls for its receipt every 2.5 s. */
export const RECEIPT_POLL_MS = 2500
/** Spec 2 §4: a failed zap's toast stays 10 s. */
export const ZAP_FAILURE_TOAST_MS = 10_000
const MSATS_PER_BIT = 1000

/** Spec 2 §5 and §8: zap texts, verbatim. */
export const ZAP_ERRORS = {
  amountNotPositive: 'Zap amount must be greater than 0',
  amountNotNumber: 'Zap amount must be a valid number',
  noAddress: 'The user has no lightning address.',
  noNostr: "This lightning address doesn't support Nostr zaps",
  belowMin: (bits: number, min: number) => `Amount ${bits} is below minimum ${min} bits`,
  aboveMax: (bits: number, max: number) => `Amount ${bits} exceeds maximum ${max} bits`,
  invoiceStatus: (status: number) => `Failed to fetch invoice: ${status}`,
  noInvoice: 'No invoice returned from LNURL endpoint',
  serverError: 'LNURL server returned error',
  failed: 'Failed to process zap. Please try again.',
  qrFailed: 'Failed to generate QR code',
  paymentFailed: 'Payment failed',
  noSigner: 'No signer available',
  /** The failure toast; `reason` defaults to 'Payment failed'. */
  failureToast: (name: string, bits: number, reason?: string) => `Zap to ${name} (${bits.toLocaleString('en-US')} bits) failed. ${reason || 'Payment failed'}`,
} as const

/** An error whose message is one of the texts above (or a server's reason), shown as it stands. */
export class ZapError extends Error {
  override name = 'ZapError'
}

/** The dialog's amounts: the presets plus the saved default (21 when none is saved), ascending. */
export function zapPresets(savedDefault: number): number[] {
  const saved = savedDefault > 0 ? savedDefault : DEFAULT_ZAP_BITS
  return [...new Set([...ZAP_PRESETS, saved])].sort((a, b) => a - b)
}

/** Spec 2 §5: a whole number of bits, at least 1. */
export function parseZapAmount(text: string): number {
  const trimmed = text.trim().replace(/,/g, '')
  const value = Number(trimmed)
  if (!trimmed || !Number.isFinite(value) || !Number.isInteger(value)) throw new ZapError(ZAP_ERRORS.amountNotNumber)
  if (value <= 0) throw new ZapError(ZAP_ERRORS.amountNotPositive)
  return value
}

/** The endpoint's sendable range in bits (min rounded up, max down). */
export function sendableBits(info: Pick<LnurlPayInfo, 'minSendable' | 'maxSendable'>): { min: number; max: number } {
  return { min: Math.ceil(info.minSendable / MSATS_PER_BIT), max: Math.floor(info.maxSendable / MSATS_PER_BIT) }
}

/** Throws the spec's text when `bits` is outside what the endpoint accepts. */
export function checkSendable(bits: number, info: Pick<LnurlPayInfo, 'minSendable' | 'maxSendable'>): void {
  const { min, max } = sendableBits(info)
  if (bits < min) throw new ZapError(ZAP_ERRORS.belowMin(bits, min))
  if (bits > max) throw new ZapError(ZAP_ERRORS.aboveMax(bits, max))
}

/** Spec 2 §5: the comment cut to the endpoint's `commentAllowed` (kept whole when the endpoint names no length). */
export function cutComment(comment: string, info: Pick<LnurlPayInfo, 'commentAllowed'>): string {
  const allowed = info.commentAllowed
  return typeof allowed === 'number' && allowed > 0 ? [...comment].slice(0, allowed).join('') : comment
}

export const bitsToMsats = (bits: number) => bits * MSATS_PER_BIT
