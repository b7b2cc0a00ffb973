import type { MeltQuoteBolt11Response, Proof } from '@cashu/cashu-ts'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import { submitted } from './mint-answers'
import { newOperation, rows, storeOutputs, type OperationContext } from './operation-context'
import { proofOf, sumAmounts } from './proof-rows'
import { INSUFFICIENT_BALANCE } from './wallet-limits'
import type { OperationRow } from './wallet-rows'

/** A melt quote as the pay dialog shows it: amount and the fee reserve the mint asks for. */
export interface MeltQuote {
  mint: string
  quote: string
  invoice: string
  amount: number
  feeReserve: number
}

export async function quoteMelt(ctx: OperationContext, mint: string, invoice: string): Promise<MeltQuote> {
  const answer = await ctx.mints.with(mint, (wallet) => wallet.createMeltQuoteBolt11(invoice))
  return { mint, quote: answer.quote, invoice, amount: Number(answer.amount.toString()), feeReserve: Number(answer.fee_reserve.toString()) }
}

/**
 * Pays a melt quote: proofs covering amount + fee reserve are reserved and blank outputs (NUT-08) stored before the
 * melt, the change comes back as proofs, the fee actually paid is what was not returned.
 */
export async function payMeltQuote(ctx: OperationContext, quote: MeltQuote): Promise<OperationRow> {
  const available = await ctx.ledger.unspent(quote.mint)
  return ctx.mints.with(quote.mint, async (wallet) => {
    const needed = quote.amount + quote.feeReserve
    const { send } = wallet.selectProofsToSend(available.map(proofOf), needed, true)
    if (send.length === 0 || sumAmounts(send.map((proof) => ({ amount: Number(proof.amount.toString()) }))) < needed) throw new WalletError(INSUFFICIENT_BALANCE)
    const meltQuote = await wallet.checkMeltQuoteBolt11(quote.quote)
    const preview = await wallet.prepareMelt('bolt11', meltQuote, send)
    const inputs = preview.inputs.map((proof) => proof.secret)
    const operation = newOperation(ctx, 'melt', quote.mint, quote.amount, { quote: quote.quote, invoice: quote.invoice, outputs: storeOutputs('change', preview.outputData), keysetId: preview.keysetId })
    await ctx.ledger.begin(operation, inputs)
    const answer = await submitted(ctx, operation, () => wallet.completeMelt(preview))
    return settleMelt(ctx, operation, answer.quote as MeltQuoteBolt11Response, answer.change, inputs)
  })
}

export async function settleMelt(ctx: OperationContext, operation: OperationRow, quote: Pick<MeltQuoteBolt11Response, 'state' | 'payment_preimage'>, change: Proof[], inputs: string[]): Promise<OperationRow> {
  if (quote.state === 'UNPAID') {
    await ctx.ledger.rollBack(operation.id, WALLET_ERRORS.paymentFailed)
    throw new WalletError(WALLET_ERRORS.paymentFailed)
  }
  if (quote.state !== 'PAID') return (await ctx.ledger.operation(operation.id))! // pending: recovery finishes it
  const spentTotal = sumAmounts(await ctx.ledger.proofs(inputs))
  const fee = spentTotal - operation.amount - sumAmounts(change.map((proof) => ({ amount: Number(proof.amount.toString()) })))
  await ctx.ledger.settle(operation.id, {
    spent: inputs,
    added: rows(change, operation.mint, 'unspent', operation.id, ctx.now()),
    operation: { state: 'done', fee, ...(quote.payment_preimage ? { preimage: quote.payment_preimage } : {}) },
  })
  return (await ctx.ledger.operation(operation.id))!
}
