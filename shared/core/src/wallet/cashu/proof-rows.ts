import type { Proof, ProofLike } from '@cashu/cashu-ts'
import type { ProofRow, ProofStatus } from './wallet-rows'

/** A proof from cashu-ts as a row of the wallet's database. */
export function proofRow(proof: Proof | ProofLike, mint: string, state: ProofStatus, operationId: string | undefined, now: number): ProofRow {
  const row: ProofRow = { secret: proof.secret, id: proof.id, amount: Number(proof.amount.toString()), C: proof.C, mint, state, updatedAt: now }
  if (proof.dleq) row.dleq = { e: proof.dleq.e, s: proof.dleq.s, ...(proof.dleq.r ? { r: proof.dleq.r } : {}) }
  if (typeof proof.witness === 'string') row.witness = proof.witness
  else if (proof.witness) row.witness = JSON.stringify(proof.witness)
  if (operationId) row.operationId = operationId
  return row
}

/** A stored proof as cashu-ts takes it (the NUT-00 fields only). */
export function proofOf(row: Pick<ProofRow, 'id' | 'amount' | 'secret' | 'C' | 'dleq' | 'witness'>): ProofLike {
  const proof: ProofLike = { id: row.id, amount: row.amount, secret: row.secret, C: row.C }
  if (row.dleq) proof.dleq = row.dleq
  if (row.witness) proof.witness = row.witness
  return proof
}

export const sumAmounts = (rows: ReadonlyArray<{ amount: number }>) => rows.reduce((total, row) => total + row.amount, 0)
