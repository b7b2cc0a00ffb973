import { proofStates, type OperationContext } from './operation-context'
import type { ProofRow } from './wallet-rows'

type IncomingProof = Pick<ProofRow, 'id' | 'amount' | 'secret' | 'C' | 'dleq' | 'witness'>

/**
 * Adds proofs found elsewhere (a NIP-60 backup) that this wallet does not hold yet, once the mint confirms they are
 * unspent; returns the sats added. Known proofs keep their local state.
 */
export async function importProofs(ctx: OperationContext, mint: string, proofs: IncomingProof[]): Promise<number> {
  const known = new Set((await ctx.ledger.proofs(proofs.map((proof) => proof.secret))).map((row) => row.secret))
  const fresh = proofs.filter((proof) => !known.has(proof.secret))
  if (fresh.length === 0) return 0
  const { unspent } = await ctx.mints.with(mint, (wallet) => proofStates(wallet, fresh))
  const now = ctx.now()
  const added: ProofRow[] = fresh.filter((proof) => unspent.includes(proof.secret)).map((proof) => ({ ...proof, mint, state: 'unspent', updatedAt: now }))
  await ctx.ledger.add(added)
  return added.reduce((total, row) => total + row.amount, 0)
}

/** NIP-60 appendix: local proofs the mint says are spent (spent on another device) leave the balance; returns how many. */
export async function reconcileProofs(ctx: OperationContext, mint: string): Promise<number> {
  const held = await ctx.ledger.unspent(mint)
  if (held.length === 0) return 0
  const { spent } = await ctx.mints.with(mint, (wallet) => proofStates(wallet, held))
  await ctx.ledger.markSpent(spent)
  return spent.length
}
