import { Dexie } from 'dexie'
import { expect, vi } from 'vitest'

/** One table's case: a row of the right shape, one a buggy older version or a hand edit could leave. */
export interface CorruptCase {
  table: string
  good: object
  corrupt: object
  /** A corrupt row that is hidden but never deleted (it may still be worth money). */
  kept?: object
}

/**
 * Stores both rows, then reads the table every way readers do (a plain query, a key lookup, a bulk lookup, a
 * filtered cursor): only the good row comes back; then the corrupt row leaves storage (unless kept) and the good stays.
 */
export async function expectCorruptRowCleared(db: Dexie, { table, good, corrupt, kept }: CorruptCase): Promise<void> {
  const rows = db.table(table)
  const keyOf = (row: object) => Dexie.getByKeyPath(row, rows.schema.primKey.keyPath as string | string[])
  const stored = kept ? [good, corrupt, kept] : [good, corrupt]
  await rows.bulkPut(stored)
  expect(await rows.toArray()).toEqual([good])
  expect(await rows.get(keyOf(corrupt))).toBeUndefined()
  expect(await rows.bulkGet(stored.map(keyOf))).toEqual([good, ...stored.slice(1).map(() => undefined)])
  expect(await rows.filter(() => true).toArray()).toEqual([good])
  // The corrupt rows found together are deleted together: once `corrupt` is gone, a kept row would be too.
  await vi.waitFor(async () => expect(await rows.count()).toBe(kept ? 2 : 1))
  expect(await rows.get(keyOf(good))).toEqual(good)
  if (kept) expect(await rows.toCollection().primaryKeys()).toContainEqual(keyOf(kept))
}
