import type { Wallet } from '@cashu/cashu-ts'
import { MintOfflineError } from './mint-connection'
import { proofStates, restoreOutputs, rows, type OperationContext } from './operation-context'
import { encodeToken } from './send-token'
import { settleMelt } from './pay-invoice'
import { claimMintQuote } from './receive-lightning'
import type { OperationRow } from './wallet-rows'

/** What recovery did with one operation. */
export type RecoveryOutcome = 'finished' | 'rolledBack' | 'waiting' | 'failed' | 'offline'

/**
 * Finishes or rolls back every operation a crash, a reload or a silent mint cut short, by asking each mint what
 * happened (NUT-07 check-state, melt/mint quote state) and restoring signed outputs (NUT-09). `only`: just these
 * operations (a retry of what an earlier pass left unfinished).
 */
export async function recoverOperations(ctx: OperationContext, only?: readonly string[]): Promise<Map<string, RecoveryOutcome>> {
  const outcomes = new Map<string, RecoveryOutcome>()
  for (const operation of await ctx.ledger.unfinished()) {
    if (only && !only.includes(operation.id)) continue
    outcomes.set(operation.id, await recoverOne(ctx, operation).catch((error: unknown) => notNow(operation, error)))
  }
  return outcomes
}

/** Left for the next try: the mint is offline, or answered something unexpected (logged). */
function notNow(operation: OperationRow, error: unknown): RecoveryOutcome {
  if (error instanceof MintOfflineError) return 'offline'
  console.warn(`Wallet recovery of ${operation.kind} ${operation.id} deferred`, error)
  return 'waiting'
}

async function recoverOne(ctx: OperationContext, operation: OperationRow): Promise<RecoveryOutcome> {
  if (operation.kind === 'mint') {
    const progress = await claimMintQuote(ctx, operation)
    return progress === 'done' ? 'finished' : progress === 'expired' ? 'failed' : 'waiting'
  }
  return ctx.mints.with(operation.mint, (wallet) => (operation.kind === 'melt' ? recoverMelt(ctx, wallet, operation) : recoverSwap(ctx, wallet, operation)))
}

/** A send or receive swap: inputs still unspent → nothing happened; spent → our outputs' signatures are restored. */
async function recoverSwap(ctx: OperationContext, wallet: Wallet, operation: OperationRow): Promise<RecoveryOutcome> {
  const inputs = operation.kind === 'receive' ? (operation.incoming ?? []) : await ctx.ledger.proofs(operation.inputs ?? [])
  const states = await proofStates(wallet, inputs)
  if (states.pending.length > 0) return 'waiting'
  if (states.spent.length === 0) {
    await ctx.ledger.rollBack(operation.id)
    return 'rolledBack'
  }
  const restored = await restoreOutputs(wallet, operation.outputs ?? [])
  if (restored.length === 0) {
    // Spent, but not for our outputs: someone else redeemed the token (or spent these proofs) first.
    await ctx.ledger.settle(operation.id, { spent: operation.inputs, operation: { state: 'failed', error: 'Token already spent' } })
    return 'failed'
  }
  const now = ctx.now()
  const kept = restored.filter((entry) => entry.role !== 'send').map((entry) => entry.proof)
  const sent = restored.filter((entry) => entry.role === 'send').map((entry) => entry.proof)
  await ctx.ledger.settle(operation.id, {
    spent: operation.inputs,
    added: [...rows(kept, operation.mint, 'unspent', operation.id, now), ...rows(sent, operation.mint, 'spent', operation.id, now)],
    operation: { state: 'done', ...(sent.length > 0 ? { token: encodeToken(operation.mint, sent, operation.memo) } : {}) },
  })
  return 'finished'
}

/** A melt: the quote's state says whether the invoice was paid; change signatures are restored when it was. */
async function recoverMelt(ctx: OperationContext, wallet: Wallet, operation: OperationRow): Promise<RecoveryOutcome> {
  const quote = await wallet.checkMeltQuoteBolt11(operation.quote!)
  if (quote.state === 'PENDING') return 'waiting'
  if (quote.state === 'PAID') {
    const change = (await restoreOutputs(wallet, operation.outputs ?? [])).map((entry) => entry.proof)
    await settleMelt(ctx, operation, quote, change, operation.inputs ?? [])
    return 'finished'
  }
  const states = await proofStates(wallet, await ctx.ledger.proofs(operation.inputs ?? []))
  if (states.spent.length > 0 || states.pending.length > 0) return 'waiting'
  await ctx.ledger.rollBack(operation.id)
  return 'rolledBack'
}
