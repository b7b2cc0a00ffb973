/**
 * Whether an error (or one it wraps: Dexie's `inner`, a BulkError's failures, `cause`) says the storage is full.
 * Browsers name it QuotaExceededError (Firefox's old NS_ERROR_DOM_QUOTA_REACHED too).
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { name, inner, cause, failures, failuresByPos } = error as Record<string, unknown>
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true
  const wrapped = [inner, cause, ...listOf(failures), ...listOf(failuresByPos)]
  return wrapped.some((inside) => isQuotaError(inside, depth + 1))
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  return value && typeof value === 'object' ? Object.values(value) : []
}
