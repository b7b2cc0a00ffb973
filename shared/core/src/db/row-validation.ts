import { Dexie, type DBCoreCursor, type DBCoreTable, type IndexableType } from 'dexie'

/** Per table: whether a stored row has the shape the code expects. */
export type RowChecks = Record<string, (row: unknown) => boolean>

export interface RowValidationOptions {
  checks: RowChecks
  /** Corrupt rows still worth something (a proof that may be spendable): hidden from reads but never deleted. */
  keep?: Partial<RowChecks>
}

const clearers = new WeakMap<Dexie, () => Promise<void>>()

/** Deletes the corrupt rows found so far now (a sweep waits for it), instead of after the reading transaction. */
export const clearFoundRows = (db: Dexie): Promise<void> => clearers.get(db)?.() ?? Promise.resolve()

/**
 * Every read of a checked table skips rows that fail their check (what an older version or a hand edit left), and
 * deletes them once the reading transaction is over; the other rows are untouched.
 */
export function validateRows(db: Dexie, opts: RowValidationOptions): void {
  const corrupt = new Map<string, Map<unknown, unknown>>()
  let clearing: ReturnType<typeof setTimeout> | null = null

  const found = (table: string, key: unknown, row: unknown) => {
    if (opts.keep?.[table]?.(row)) return
    const keys = corrupt.get(table) ?? new Map<unknown, unknown>()
    keys.set(JSON.stringify(key), key)
    corrupt.set(table, keys)
    clearing ??= setTimeout(() => void clear())
  }
  // After the (possibly read-only, possibly live) transaction that read them.
  const clear = async () => {
    if (clearing) clearTimeout(clearing)
    clearing = null
    const batch = [...corrupt]
    corrupt.clear()
    await Promise.all(
      batch.map(([table, keys]) => {
        console.warn(`${db.name}.${table}: ${keys.size} corrupt row(s) cleared`)
        return Dexie.ignoreTransaction(() => db.table(table).bulkDelete([...keys.values()] as IndexableType[])).catch(() => {})
      }),
    )
  }
  clearers.set(db, clear)

  db.use({
    stack: 'dbcore',
    name: 'RowValidation',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name)
        const check = opts.checks[name]
        return check ? checkedTable(table, check, (key, row) => found(name, key, row)) : table
      },
    }),
  })
}

function checkedTable(table: DBCoreTable, check: (row: unknown) => boolean, found: (key: unknown, row: unknown) => void): DBCoreTable {
  const keyOf = (row: unknown) => table.schema.primaryKey.extractKey?.(row)
  const valid = (key: unknown, row: unknown) => row === undefined || check(row) || (found(key, row), false)
  return {
    ...table,
    get: async (req) => {
      const row: unknown = await table.get(req)
      return valid(req.key, row) ? row : undefined
    },
    getMany: async (req) => (await table.getMany(req)).map((row: unknown, index) => (valid(req.keys[index], row) ? row : undefined)),
    query: async (req) => {
      const res = await table.query(req)
      return req.values ? { ...res, result: res.result.filter((row: unknown) => valid(keyOf(row), row)) } : res
    },
    openCursor: async (req) => {
      const cursor = await table.openCursor(req)
      return cursor && req.values ? skippingCursor(cursor, (current) => valid(current.primaryKey, current.value)) : cursor
    },
  }
}

/** The cursor without the rows `keep` refuses: they are stepped over before the reader sees them. */
function skippingCursor(cursor: DBCoreCursor, keep: (cursor: DBCoreCursor) => boolean): DBCoreCursor {
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    value: { get: () => cursor.value },
    start: { value: (onNext: () => void) => cursor.start(() => (keep(cursor) ? onNext() : cursor.continue())) },
  }) as DBCoreCursor
}
