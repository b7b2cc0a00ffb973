import { getTokenMetadata } from '@cashu/cashu-ts'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import { submitted } from './mint-answers'
import { normalizeMintUrl } from './mint-url'
import { newOperation, rows, storeOutputs, type OperationContext } from './operation-context'
import { proofRow, sumAmounts } from './proof-rows'
import type { OperationRow } from './wallet-rows'

/** The mint and amount a token names, or 'Invalid token'. */
export function readToken(token: string): { mint: string; amount: number; unit: string; memo?: string } {
  try {
    const meta = getTokenMetadata(token.trim())
    return { mint: normalizeMintUrl(meta.mint), amount: Number(meta.amount.toString()), unit: meta.unit || 'sat', ...(meta.memo ? { memo: meta.memo } : {}) }
  } catch {
    throw new WalletError(WALLET_ERRORS.invalidToken)
  }
}

/**
 * Redeems a token: its proofs are swapped at their mint for fresh ones of ours (outputs stored first). The token's
 * mint is added to the wallet by `useMint` first; `privkey` unlocks P2PK-locked proofs (nutzaps).
 */
export async function receiveToken(ctx: OperationContext, token: string, useMint: (url: string) => Promise<void>, privkey?: string): Promise<OperationRow> {
  const { mint, unit, memo } = readToken(token)
  if (unit !== 'sat') throw new WalletError(`Unsupported unit: ${unit}`)
  await useMint(mint)
  return ctx.mints.with(mint, async (wallet) => {
    const decoded = wallet.decodeToken(token.trim())
    if (decoded.proofs.length === 0) throw new WalletError(WALLET_ERRORS.noProofs)
    const preview = await wallet.prepareSwapToReceive(decoded, { ...(privkey ? { privkey } : {}) })
    const now = ctx.now()
    const incoming = decoded.proofs.map((proof) => {
      const { mint: _mint, state: _state, updatedAt: _at, operationId: _op, ...fields } = proofRow(proof, mint, 'unspent', undefined, now)
      return fields
    })
    const outputs = [...storeOutputs('keep', preview.keepOutputs), ...storeOutputs('keep', preview.sendOutputs)]
    const operation = newOperation(ctx, 'receive', mint, sumAmounts(incoming) - Number(preview.fees.toString()), { incoming, outputs, token: token.trim(), memo, keysetId: preview.keysetId, fee: Number(preview.fees.toString()) })
    await ctx.ledger.begin(operation)
    const { keep, send } = await submitted(ctx, operation, () => wallet.completeSwap(preview, privkey))
    await ctx.ledger.settle(operation.id, { added: rows([...keep, ...send], mint, 'unspent', operation.id, ctx.now()), operation: { state: 'done' } })
    return (await ctx.ledger.operation(operation.id))!
  })
}
