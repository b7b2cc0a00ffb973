import { isNumber, isRecord, isText, isTextList, oneOf, optional, shape, type Check } from '../../db/row-guards'

/** The NUT-00 parts of a proof: with these it can still be spent (or restored), whatever else is wrong with the row. */
const hasProofParts = shape({ secret: isText, id: isText, C: isText, amount: isNumber })

/** The shape of each wallet table's rows (wallet-rows.ts); rows that fail are hidden from reads and cleared. */
export const WALLET_ROW_CHECKS: Record<string, Check> = {
  proofs: (row) =>
    hasProofParts(row) &&
    shape({ mint: isText, state: oneOf('unspent', 'reserved', 'spent'), updatedAt: isNumber, operationId: optional(isText), witness: optional(isText) })(row),
  operations: shape({
    id: isText,
    kind: oneOf('mint', 'receive', 'send', 'melt'),
    mint: isText,
    state: oneOf('quoted', 'submitted', 'done', 'failed', 'rolledBack'),
    amount: isNumber,
    createdAt: isNumber,
    updatedAt: isNumber,
    inputs: optional(isTextList),
    incoming: optional(Array.isArray),
    outputs: optional(Array.isArray),
  }),
  mints: shape({ url: isText, addedAt: isNumber, name: optional(isText) }),
  payments: shape({ invoice: isText, type: isText, timestamp: isNumber }),
  backups: shape({ mint: isText, eventIds: isTextList, secrets: isTextList, amount: isNumber }),
  settings: shape({ key: isText, value: isText }),
  nutzaps: shape({ id: isText, sender: isText, amount: isNumber, mint: isText, comment: isText, createdAt: isNumber, state: oneOf('redeemed', 'invalid', 'failed') }),
}

/**
 * Losing a proof is losing money: a corrupt proof row that still holds a spendable proof, and a corrupt operation
 * that still holds blinded outputs (what recovery restores from), are hidden but kept.
 */
export const WALLET_ROWS_KEPT: Record<string, Check> = {
  proofs: hasProofParts,
  operations: (row) => isRecord(row) && Array.isArray(row.outputs) && row.outputs.length > 0,
}
