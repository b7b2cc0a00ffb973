import type { Dexie, IndexableType } from 'dexie'
import { defaultStorage, type KeyValueStorage } from '../policies/storage'
import { whenIdle } from '../util/when-idle'
import { clearFoundRows } from './row-validation'

/** Rows read per step of a sweep (one short read-only transaction each, so writes never wait long). */
const SWEEP_PAGE = 500
/** A database is swept at most this often (reads check their rows every time anyway). */
export const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000

const idle = () => new Promise<void>((resolve) => whenIdle(resolve))

/**
 * Reads every row of `tables` once, page by page in idle time. Reading is what clears corrupt rows (row-validation.ts),
 * so rows the app never reads (a lookup cache, a hand edit under an odd key) are cleared too.
 */
export async function sweepTables(db: Dexie, tables: string[]): Promise<void> {
  for (const name of tables) {
    const table = db.table(name)
    let keys = await table.orderBy(':id').limit(SWEEP_PAGE).primaryKeys()
    while (keys.length > 0) {
      await table.bulkGet(keys)
      await clearFoundRows(db) // before the next page (and before the sweep counts as done)
      if (keys.length < SWEEP_PAGE) break
      await idle()
      keys = await table.where(':id').above(keys[keys.length - 1] as IndexableType).limit(SWEEP_PAGE).primaryKeys()
    }
  }
}

/** Sweeps `db` once the tab is idle, unless it was swept in the last day (a mark per database in `storage`): whether it did. */
export async function sweepNowAndThen(db: Dexie, tables: string[], storage: KeyValueStorage = defaultStorage(), now = Date.now): Promise<boolean> {
  const mark = `storage-sweep:${db.name}`
  if (now() - Number(storage.getItem(mark) ?? 0) < SWEEP_INTERVAL_MS) return false
  await idle()
  try {
    await sweepTables(db, tables)
    storage.setItem(mark, String(now()))
    return true
  } catch {
    return false // closed meanwhile, or the storage refused: the next start tries again
  }
}
