import type { Dexie } from 'dexie'
import type { IndexedDbImpl } from './indexed-db-impl'
import { addMemoryFallback } from './memory-fallback'
import { resilientIndexedDb } from './resilient-indexeddb'
import { sweepNowAndThen } from './row-sweep'
import { validateRows, type RowChecks } from './row-validation'

export interface ResilienceOptions {
  /** Each table's row check: failing rows are skipped on read and cleared. */
  checks: RowChecks
  /** Failing rows still worth keeping (hidden, never deleted). */
  keep?: Partial<RowChecks>
  /** Tables not carried into memory when the storage fills up (caches). */
  skipInMemory?: string[]
}

/** What a database of the app opens on: `impl` (the browser's IndexedDB by default), or memory when that fails. */
export const indexedDbFor = (name: string, impl?: IndexedDbImpl): IndexedDbImpl => resilientIndexedDb(name, { preferred: impl })

/**
 * Storage faults handled for `db`: a full storage moves it to memory; corrupt rows are cleared on read, and a daily
 * idle sweep reads every table once (so rows nothing reads are cleared too).
 */
export function makeResilient(db: Dexie, opts: ResilienceOptions): void {
  addMemoryFallback(db, { skipTables: opts.skipInMemory })
  validateRows(db, { checks: opts.checks, keep: opts.keep })
  db.on('ready', () => void sweepNowAndThen(db, Object.keys(opts.checks)), true)
}
