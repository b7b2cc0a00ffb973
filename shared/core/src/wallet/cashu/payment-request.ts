import { decodePaymentRequest, type Proof } from '@cashu/cashu-ts'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import { normalizeMintUrl } from './mint-url'

/** A NUT-18 payment request as the pay dialog shows it. */
export interface PaymentRequestInfo {
  id?: string
  /** Sats; null when the payer chooses. */
  amount: number | null
  unit: string
  description: string
  /** Mints the payee accepts (empty: any). */
  mints: string[]
  /** How the token reaches the payee: an HTTP POST, a Nostr private message, or nothing (hand it over yourself). */
  transport: { type: 'post' | 'nostr'; target: string } | null
}

/** Decodes a creqA/creqB request; 'Invalid payment request' when it does not decode. */
export function readPaymentRequest(encoded: string): PaymentRequestInfo {
  try {
    const request = decodePaymentRequest(encoded.trim())
    const transport = request.transport?.find((candidate) => candidate.type === 'post' || candidate.type === 'nostr')
    return {
      ...(request.id ? { id: request.id } : {}),
      amount: request.amount ? Number(request.amount.toString()) : null,
      unit: request.unit || 'sat',
      description: request.description ?? '',
      mints: (request.mints ?? []).map(normalizeMintUrl),
      transport: transport ? { type: transport.type as 'post' | 'nostr', target: transport.target } : null,
    }
  } catch {
    throw new WalletError(WALLET_ERRORS.invalidPaymentRequest)
  }
}

/** The NUT-18 payload the payee receives. */
export function paymentPayload(request: PaymentRequestInfo, mint: string, proofs: Proof[], memo?: string) {
  return { ...(request.id ? { id: request.id } : {}), ...(memo ? { memo } : {}), mint, unit: 'sat', proofs }
}

/** Picks the mint to pay from: one the payee accepts with enough balance (the richest), else none. */
export function payingMint(request: PaymentRequestInfo, balances: Record<string, number>, amount: number): string | null {
  const candidates = Object.entries(balances).filter(([mint, balance]) => balance >= amount && (request.mints.length === 0 || request.mints.includes(mint)))
  return candidates.sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}
