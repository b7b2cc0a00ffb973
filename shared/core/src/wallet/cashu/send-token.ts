import { getEncodedToken, normalizeProofAmounts, type ProofLike, type Wallet } from '@cashu/cashu-ts'
import { WalletError } from '../wallet-errors'
import { submitted } from './mint-answers'
import { newOperation, rows, storeOutputs, type OperationContext } from './operation-context'
import { proofOf, sumAmounts } from './proof-rows'
import type { OperationRow, ProofRow } from './wallet-rows'
import { INSUFFICIENT_BALANCE, TOKEN_MEMO_MAX } from './wallet-limits'


export function encodeToken(mint: string, proofs: ProofLike[], memo?: string): string {
  return getEncodedToken({ mint, proofs: normalizeProofAmounts(proofs), unit: 'sat', ...(memo ? { memo: memo.slice(0, TOKEN_MEMO_MAX) } : {}) })
}

/**
 * Sends `amount` as a token: proofs that already add up exactly leave without a mint call; otherwise a swap
 * (outputs stored first) splits off the amount and the rest comes back as change. A token locked (NUT-11 P2PK) to
 * `lockTo` always comes from a swap: the mint signs the locked outputs.
 */
export async function sendToken(ctx: OperationContext, mint: string, amount: number, memo?: string, lockTo?: string): Promise<OperationRow> {
  const available = await ctx.ledger.unspent(mint)
  if (sumAmounts(available) < amount) throw new WalletError(INSUFFICIENT_BALANCE)
  return ctx.mints.with(mint, async (wallet) => {
    const exact = lockTo ? [] : wallet.selectProofsToSend(available.map(proofOf), amount, false, true).send
    if (exact.length > 0) return handOver(ctx, mint, amount, available.filter((row) => exact.some((proof) => proof.secret === row.secret)), memo)
    return swapToSend(ctx, wallet, mint, amount, available, memo, lockTo)
  })
}

async function handOver(ctx: OperationContext, mint: string, amount: number, proofs: ProofRow[], memo?: string): Promise<OperationRow> {
  const token = encodeToken(mint, proofs.map(proofOf), memo)
  const operation = newOperation(ctx, 'send', mint, amount, { memo, token })
  const secrets = proofs.map((proof) => proof.secret)
  await ctx.ledger.begin(operation, secrets)
  await ctx.ledger.settle(operation.id, { spent: secrets, operation: { state: 'done', fee: 0 } })
  return (await ctx.ledger.operation(operation.id))!
}

async function swapToSend(ctx: OperationContext, wallet: Wallet, mint: string, amount: number, available: ProofRow[], memo?: string, lockTo?: string): Promise<OperationRow> {
  const locked = lockTo ? { send: { type: 'p2pk' as const, options: { pubkey: lockTo } } } : undefined
  const preview = await wallet.prepareSwapToSend(amount, available.map(proofOf), { includeFees: true }, locked)
  const outputs = [...storeOutputs('keep', preview.keepOutputs), ...storeOutputs('send', preview.sendOutputs)]
  const operation = newOperation(ctx, 'send', mint, amount, { memo, outputs, keysetId: preview.keysetId })
  const inputs = preview.inputs.map((proof) => proof.secret)
  await ctx.ledger.begin(operation, inputs)
  const { keep, send } = await submitted(ctx, operation, () => wallet.completeSwap(preview))
  const now = ctx.now()
  await ctx.ledger.settle(operation.id, {
    spent: inputs,
    added: [...rows(keep, mint, 'unspent', operation.id, now), ...rows(send, mint, 'spent', operation.id, now)],
    operation: { state: 'done', token: encodeToken(mint, send, memo), fee: Number(preview.fees.toString()) },
  })
  return (await ctx.ledger.operation(operation.id))!
}
