import { Dexie, type DBCore, type DBCoreMutateResponse, type DBCoreTable, type DBCoreTransaction } from 'dexie'
import { memoryIndexedDb } from './memory-indexeddb'
import { isQuotaError } from './quota-error'
import { registerMemoryMove, retryInMemory } from './memory-retry'
import { storageHealth, type StorageHealth } from './storage-health'

export interface MemoryFallbackOptions {
  /** Tables not copied when the database moves to memory: caches the relays fill again. */
  skipTables?: string[]
  health?: StorageHealth
}

/**
 * When a write hits the storage quota, the database's rows are copied into an in-memory IndexedDB and every later
 * transaction runs there (the same Dexie object, so every holder keeps working); `health` hears of it. Top-level
 * `db.transaction(...)` calls that failed on the quota run again in memory, so nothing they wrote is lost.
 */
export function addMemoryFallback(db: Dexie, opts: MemoryFallbackOptions = {}): void {
  const health = opts.health ?? storageHealth
  let memory: DBCore | null = null
  let moving: Promise<void> | null = null
  const memoryTransactions = new WeakSet<DBCoreTransaction>()

  const move = () =>
    (moving ??= Dexie.ignoreTransaction(() => copyToMemory(db, opts.skipTables ?? [])).then(
      (base) => {
        memory = base
        health.report(db.name, 'quota')
      },
      (error: unknown) => {
        moving = null // the copy failed: the next quota error tries again
        throw error
      },
    ))
  const onQuota = (error: unknown) => isQuotaError(error) && void move().catch((failure: unknown) => console.warn(`${db.name} could not move to memory`, failure))

  db.use({
    stack: 'dbcore',
    name: 'MemoryFallback',
    level: -10,
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        if (memory) {
          const trans = memory.transaction(stores, mode, options)
          memoryTransactions.add(trans)
          return trans
        }
        const trans = down.transaction(stores, mode, options)
        const native = trans as unknown as Partial<IDBTransaction>
        native.addEventListener?.('abort', () => onQuota(native.error))
        return trans
      },
      table: (name) => routedTable(down.table(name), (trans) => (memoryTransactions.has(trans) ? memory!.table(name) : null), onQuota),
    }),
  })
  registerMemoryMove(db, move)
  const transaction = db.transaction.bind(db) as unknown as (...args: unknown[]) => Promise<unknown>
  db.transaction = ((...args: unknown[]) =>
    Dexie.currentTransaction ? transaction(...args) : retryInMemory(db, () => transaction(...args))) as unknown as Dexie['transaction']
}

/** A table whose requests go to memory for transactions opened there; quota failures of writes are reported. */
function routedTable(real: DBCoreTable, inMemory: (trans: DBCoreTransaction) => DBCoreTable | null, onQuota: (error: unknown) => void): DBCoreTable {
  const pick = (trans: DBCoreTransaction) => inMemory(trans) ?? real
  return {
    ...real,
    mutate: (req) =>
      pick(req.trans)
        .mutate(req)
        .then(
          (res: DBCoreMutateResponse) => (res.numFailures && onQuota({ failures: res.failures }), res),
          (error: unknown) => {
            onQuota(error)
            throw error
          },
        ),
    get: (req) => pick(req.trans).get(req),
    getMany: (req) => pick(req.trans).getMany(req),
    query: (req) => pick(req.trans).query(req),
    openCursor: (req) => pick(req.trans).openCursor(req),
    count: (req) => pick(req.trans).count(req),
  }
}

/** A same-schema database in memory holding the rows of `db` (but `skip`), as its bottom (IndexedDB) layer. */
async function copyToMemory(db: Dexie, skip: string[]): Promise<DBCore> {
  const { indexedDB, IDBKeyRange } = await memoryIndexedDb()
  const copy = new Dexie(db.name, { indexedDB, IDBKeyRange })
  copy.version(db.verno).stores(schemaOf(db))
  let base: DBCore | null = null
  copy.use({ stack: 'dbcore', name: 'Base', level: -100, create: (down) => ((base = down), {}) })
  await copy.open()
  for (const table of db.tables) if (!skip.includes(table.name)) await copy.table(table.name).bulkPut(await table.toArray())
  return base!
}

/** The Dexie schema of `db` (primary key, then indexes). */
export function schemaOf(db: Dexie): Record<string, string> {
  return Object.fromEntries(db.tables.map((table) => [table.name, [table.schema.primKey, ...table.schema.indexes].map((index) => index.src).join(', ')]))
}
