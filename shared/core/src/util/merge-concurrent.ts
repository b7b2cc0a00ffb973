const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * Three-way merge of two edits of `base` made at the same time: what `ours` changed wins, everything else comes from
 * `theirs` (plain objects merge field by field, so two different settings changed in two tabs both survive; a field
 * removed on one side and left alone on the other is removed).
 */
export function mergeConcurrent<T>(base: T, ours: T, theirs: T): T {
  if (isPlainObject(base) && isPlainObject(ours) && isPlainObject(theirs)) {
    const merged: Record<string, unknown> = {}
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(ours), ...Object.keys(base)])) {
      const value = mergeConcurrent(base[key], ours[key], theirs[key])
      if (value !== undefined) merged[key] = value
    }
    return merged as T
  }
  return sameJson(ours, base) ? theirs : ours
}
