import { HttpResponseError, MintOperationError } from '@cashu/cashu-ts'
import type { OperationContext } from './operation-context'
import type { OperationRow } from './wallet-rows'

/** The mint answered and refused: nothing happened there, so reserved proofs may go back to the balance. */
export function isRefusal(error: unknown): boolean {
  if (error instanceof MintOperationError) return true
  return error instanceof HttpResponseError && error.status >= 400 && error.status < 500
}

/**
 * Runs the mint call of an operation already recorded as submitted: a refusal rolls the operation back; no answer
 * (offline, crash) leaves it submitted for recovery, which asks the mint what happened.
 */
export async function submitted<T>(ctx: OperationContext, operation: OperationRow, call: () => Promise<T>): Promise<T> {
  try {
    return await answerOf(ctx, operation, call)
  } catch (error) {
    if (isRefusal(error)) await ctx.ledger.rollBack(operation.id, error instanceof Error ? error.message : String(error))
    throw error
  }
}

/** A mint call whose answer may never come: then the operation is left to recovery, told so through `onUnsettled`. */
export async function answerOf<T>(ctx: OperationContext, operation: OperationRow, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!isRefusal(error)) ctx.onUnsettled?.(operation.id)
    throw error
  }
}
