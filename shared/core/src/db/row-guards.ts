/** Small checks for rows read back from storage (anything can be there: an older version's shape, a hand edit). */
export type Check = (value: unknown) => boolean

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
export const isText: Check = (value) => typeof value === 'string'
export const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value)
export const isFlag: Check = (value) => typeof value === 'boolean'
export const isTextList: Check = (value) => Array.isArray(value) && value.every(isText)
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value)
export const oneOf =
  (...allowed: unknown[]): Check =>
  (value) =>
    allowed.includes(value)
export const either =
  (...checks: Check[]): Check =>
  (value) =>
    checks.some((check) => check(value))

/** A record whose listed fields each pass their check (other fields are left alone). */
export function shape(fields: Record<string, Check>): Check {
  const entries = Object.entries(fields)
  return (row) => isRecord(row) && entries.every(([field, check]) => check(row[field]))
}
