import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import type { OperationContext } from './operation-context'
import { paymentPayload, payingMint, readPaymentRequest } from './payment-request'
import { receiveToken } from './receive-token'
import { sendToken } from './send-token'
import { INSUFFICIENT_BALANCE } from './wallet-limits'
import type { OperationRow } from './wallet-rows'

/** How a paid request's token travels: HTTP for `post`, a NIP-17 private message for `nostr`. */
export interface PaymentDelivery {
  fetch: typeof fetch
  /** Sends `content` as a private message to the nprofile; absent: nostr requests are handed over by the user. */
  privateMessage?: (nprofile: string, content: string) => Promise<void>
}

export interface PaidRequest {
  operation: OperationRow
  /** Whether the token reached the payee, or must be handed over (no transport). */
  delivered: boolean
}

/**
 * Pays a NUT-18 request: a token from a mint the payee accepts, sent to the request's transport. If the transport
 * refuses it, the token is taken back into the wallet and the payment fails: no sat is lost.
 */
export async function payRequest(ctx: OperationContext, encoded: string, balances: Record<string, number>, delivery: PaymentDelivery, opts: { amount?: number; memo?: string } = {}): Promise<PaidRequest> {
  const request = readPaymentRequest(encoded)
  if (request.unit !== 'sat') throw new WalletError(`Unsupported unit: ${request.unit}`)
  const amount = request.amount ?? opts.amount
  if (!amount || amount <= 0) throw new WalletError(WALLET_ERRORS.noAmount)
  const mint = payingMint(request, balances, amount)
  if (!mint) throw new WalletError(INSUFFICIENT_BALANCE)
  const operation = await sendToken(ctx, mint, amount, opts.memo)
  if (!request.transport || (request.transport.type === 'nostr' && !delivery.privateMessage)) return { operation, delivered: false }
  const proofs = await ctx.mints.with(mint, async (wallet) => wallet.decodeToken(operation.token!).proofs)
  const payload = JSON.stringify(paymentPayload(request, mint, proofs, opts.memo))
  try {
    if (request.transport.type === 'post') await post(delivery.fetch, request.transport.target, payload)
    else await delivery.privateMessage!(request.transport.target, payload)
  } catch (error) {
    await receiveToken(ctx, operation.token!, async () => undefined).catch(() => undefined)
    throw new WalletError(`${WALLET_ERRORS.paymentFailed}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return { operation, delivered: true }
}

async function post(fetcher: typeof fetch, url: string, body: string) {
  const response = await fetcher(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
}
