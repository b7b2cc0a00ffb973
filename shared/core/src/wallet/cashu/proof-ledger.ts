import type { WalletDatabase } from './wallet-database'
import type { OperationRow, OperationState, ProofRow } from './wallet-rows'
import { retryInMemory } from '../../db/memory-retry'

/** Raised when proofs picked for an operation were taken by another one meanwhile (another tab, say). */
export class ProofsBusyError extends Error {
  override name = 'ProofsBusyError'
}

/** What an operation's answer changes: proofs it spent, proofs it produced, and the operation's new fields. */
export interface Settlement {
  spent?: string[]
  added?: ProofRow[]
  operation: Partial<OperationRow> & { state: OperationState }
}

/**
 * The wallet's bookkeeping: every change of proof states and of the operation that causes it happens in one
 * IndexedDB transaction, so a crash leaves either the state before a mint call or the state after its answer.
 */
export function createProofLedger(db: WalletDatabase, now: () => number) {
  const rw = <T>(work: () => Promise<T>) => db.transaction('rw', db.proofs, db.operations, work)

  return {
    unspent: (mint: string) => db.proofs.where('[mint+state]').equals([mint, 'unspent']).toArray(),
    allUnspent: () => db.proofs.where('state').equals('unspent').toArray(),
    operation: (id: string) => db.operations.get(id),
    /** The stored proofs among these secrets. */
    proofs: async (secrets: string[]) => (await db.proofs.bulkGet(secrets)).filter((row): row is ProofRow => Boolean(row)),
    /** Operations a crash or a silent mint may have cut short. */
    unfinished: () => db.operations.where('state').anyOf('quoted', 'submitted').toArray(),
    putOperation: (operation: OperationRow) => retryInMemory(db, () => db.operations.put(operation)).then(() => undefined),

    /** Before a mint call: reserves the inputs for the operation (all still unspent) and records it. */
    begin: (operation: OperationRow, inputs: string[] = []) =>
      rw(async () => {
        const rows = await db.proofs.bulkGet(inputs)
        if (rows.some((row) => !row || row.state !== 'unspent')) throw new ProofsBusyError('Some of the selected proofs are no longer available')
        const updatedAt = now()
        await db.proofs.bulkPut(rows.map((row) => ({ ...row!, state: 'reserved' as const, operationId: operation.id, updatedAt })))
        await db.operations.put({ ...operation, inputs, updatedAt })
      }),

    /** After the mint's answer: inputs spent, new proofs stored, the operation updated. */
    settle: (id: string, { spent = [], added = [], operation }: Settlement) =>
      rw(async () => {
        const updatedAt = now()
        const inputs = (await db.proofs.bulkGet(spent)).filter((row): row is ProofRow => Boolean(row))
        await db.proofs.bulkPut(inputs.map((row) => ({ ...row, state: 'spent' as const, operationId: id, updatedAt })))
        const fresh = await db.proofs.bulkGet(added.map((row) => row.secret))
        await db.proofs.bulkPut(added.filter((_, index) => !fresh[index]))
        await db.operations.update(id, { ...operation, updatedAt })
      }),

    /** The mint did nothing: reserved inputs return to the balance. */
    rollBack: (id: string, error?: string) =>
      rw(async () => {
        const updatedAt = now()
        const reserved = await db.proofs.where('operationId').equals(id).filter((row) => row.state === 'reserved').toArray()
        await db.proofs.bulkPut(reserved.map((row) => ({ ...row, state: 'unspent' as const, updatedAt })))
        await db.operations.update(id, { state: 'rolledBack', updatedAt, ...(error ? { error } : {}) })
      }),

    /** Stores proofs the wallet did not hold (restored from a backup); known secrets are left as they are. */
    add: (rows: ProofRow[]) =>
      rw(async () => {
        const known = await db.proofs.bulkGet(rows.map((row) => row.secret))
        await db.proofs.bulkPut(rows.filter((_, index) => !known[index]))
      }),

    /** Marks our proofs the mint reports spent (spent elsewhere, e.g. by another device) as spent. */
    markSpent: (secrets: string[]) =>
      rw(async () => {
        const updatedAt = now()
        const rows = (await db.proofs.bulkGet(secrets)).filter((row): row is ProofRow => Boolean(row))
        await db.proofs.bulkPut(rows.map((row) => ({ ...row, state: 'spent' as const, updatedAt })))
      }),
  }
}

export type ProofLedger = ReturnType<typeof createProofLedger>
