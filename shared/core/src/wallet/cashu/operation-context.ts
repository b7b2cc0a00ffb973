import { OutputData, type OutputDataLike, type Proof, type Wallet } from '@cashu/cashu-ts'
import type { MintConnections } from './mint-connection'
import type { ProofLedger } from './proof-ledger'
import { proofOf, proofRow } from './proof-rows'
import type { OperationKind, OperationRow, OutputRole, ProofRow, ProofStatus, StoredOutput } from './wallet-rows'

/** What every Cashu operation works with: the bookkeeping, the mints, a clock and id source. */
export interface OperationContext {
  ledger: ProofLedger
  mints: MintConnections
  now: () => number
  newId: () => string
  /** An operation's mint call got no answer: it stays unfinished, for recovery to settle once the mint answers. */
  onUnsettled?: (operationId: string) => void
}

export function newOperation(ctx: OperationContext, kind: OperationKind, mint: string, amount: number, fields: Partial<OperationRow> = {}): OperationRow {
  const now = ctx.now()
  return { id: ctx.newId(), kind, mint, state: 'submitted', amount, createdAt: now, updatedAt: now, ...fields }
}

/** Outputs kept as JSON in the operation row, so their signatures can be restored (NUT-09) after a crash. */
export function storeOutputs(role: OutputRole, outputs: OutputDataLike[] = []): StoredOutput[] {
  return outputs.map((output) => ({ role, data: OutputData.serialize(output) }))
}

export function rows(proofs: Array<Proof>, mint: string, state: ProofStatus, operationId: string, now: number): ProofRow[] {
  return proofs.map((proof) => proofRow(proof, mint, state, operationId, now))
}

/** NUT-09: the signatures the mint already gave for these outputs, unblinded into proofs (outputs it never signed are left out). */
export async function restoreOutputs(wallet: Wallet, outputs: StoredOutput[]): Promise<Array<{ role: OutputRole; proof: Proof }>> {
  if (outputs.length === 0) return []
  const datas = outputs.map((output) => OutputData.deserialize(output.data))
  const answer = await wallet.mint.restore({ outputs: datas.map((data) => data.blindedMessage) })
  const signatureOf = new Map(answer.outputs.map((output, index) => [output.B_, answer.signatures[index]]))
  return datas.flatMap((data, index) => {
    const signature = signatureOf.get(data.blindedMessage.B_)
    return signature ? [{ role: outputs[index].role, proof: data.toProof(signature, wallet.getKeyset(signature.id)) }] : []
  })
}

/** NUT-07: which of these proofs the mint has seen spent (or pending). */
export async function proofStates(wallet: Wallet, proofs: Array<Pick<ProofRow, 'id' | 'amount' | 'secret' | 'C'>>) {
  if (proofs.length === 0) return { spent: [] as string[], pending: [] as string[], unspent: [] as string[] }
  const states = await wallet.checkProofsStates(proofs.map(proofOf))
  const pick = (state: string) => proofs.filter((_, index) => states[index]?.state === state).map((proof) => proof.secret)
  return { spent: pick('SPENT'), pending: pick('PENDING'), unspent: pick('UNSPENT') }
}
