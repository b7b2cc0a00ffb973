import type { Wallet } from '@cashu/cashu-ts'
import { answerOf } from './mint-answers'
import { newOperation, proofStates, restoreOutputs, rows, storeOutputs, type OperationContext } from './operation-context'
import type { OperationRow } from './wallet-rows'

/** Where a lightning receive stands after a check. */
export type MintQuoteProgress = 'unpaid' | 'done' | 'expired'

/** Receive by lightning, step 1: a mint quote; the operation holds its invoice until it is paid. */
export async function createMintQuote(ctx: OperationContext, mint: string, amount: number, description?: string): Promise<OperationRow> {
  const quote = await ctx.mints.with(mint, (wallet) => wallet.createMintQuoteBolt11(amount, description))
  const operation = newOperation(ctx, 'mint', mint, amount, { state: 'quoted', quote: quote.quote, invoice: quote.request, ...(quote.expiry ? { expiry: quote.expiry } : {}) })
  await ctx.ledger.putOperation(operation)
  return operation
}

/** Claims running now, by operation: the dialog's checks and recovery's retries of one receive share one claim. */
const claiming = new Map<string, Promise<MintQuoteProgress>>()

/**
 * Step 2, safe to repeat: once the quote is paid, the outputs are stored before the mint is asked to sign them,
 * so signatures whose answer is lost are restored later (NUT-09) instead of lost. A call while one runs for the same
 * operation waits for that one (two at once would each store outputs, and the second overwrite the first's).
 */
export function claimMintQuote(ctx: OperationContext, operation: OperationRow): Promise<MintQuoteProgress> {
  const running = claiming.get(operation.id)
  if (running) return running
  const claim = claimOnce(ctx, operation).finally(() => claiming.delete(operation.id))
  claiming.set(operation.id, claim)
  return claim
}

async function claimOnce(ctx: OperationContext, operation: OperationRow): Promise<MintQuoteProgress> {
  return ctx.mints.with(operation.mint, async (wallet) => {
    const quote = await wallet.checkMintQuoteBolt11(operation.quote!)
    if (quote.state === 'ISSUED') return (await restoreMinted(ctx, wallet, operation)) ? 'done' : giveUp(ctx, operation, 'Quote already issued')
    if (quote.state !== 'PAID') return isExpired(ctx, operation) ? giveUp(ctx, operation, 'Quote expired') : 'unpaid'
    const preview = await wallet.prepareMint('bolt11', operation.amount, quote)
    const outputs = storeOutputs('mint', preview.outputData)
    await ctx.ledger.begin({ ...operation, state: 'submitted', outputs, keysetId: preview.keysetId })
    const proofs = await answerOf(ctx, operation, () => wallet.completeMint(preview))
    await ctx.ledger.settle(operation.id, { added: rows(proofs, operation.mint, 'unspent', operation.id, ctx.now()), operation: { state: 'done' } })
    return 'done'
  })
}

const isExpired = (ctx: OperationContext, operation: OperationRow) => operation.expiry !== undefined && operation.expiry * 1000 < ctx.now()

async function giveUp(ctx: OperationContext, operation: OperationRow, error: string): Promise<MintQuoteProgress> {
  await ctx.ledger.settle(operation.id, { operation: { state: 'failed', error } })
  return 'expired'
}

/** A quote the mint says is issued: our stored outputs' signatures, restored, are the minted proofs. */
async function restoreMinted(ctx: OperationContext, wallet: Wallet, operation: OperationRow): Promise<boolean> {
  const restored = (await restoreOutputs(wallet, operation.outputs ?? [])).map((entry) => entry.proof)
  if (restored.length === 0) return false
  const states = await proofStates(wallet, rows(restored, operation.mint, 'unspent', operation.id, ctx.now()))
  const added = rows(restored, operation.mint, 'unspent', operation.id, ctx.now()).map((row) => (states.spent.includes(row.secret) ? { ...row, state: 'spent' as const } : row))
  await ctx.ledger.settle(operation.id, { added, operation: { state: 'done' } })
  return true
}
