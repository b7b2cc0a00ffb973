import { BehaviorSubject, defer, distinctUntilChanged, from, map, of, switchMap, type Observable } from 'rxjs'
import { storageHealth } from '../db/storage-health'
import type { KeyValueStorage } from '../policies/storage'
import type { IndexedDbImpl, WalletDatabase } from './cashu/wallet-database'

/** The database of an account's wallet; visitors get one of their own. */
export function walletDatabaseName(pubkey: string | null): string {
  return `wallet-${pubkey ?? 'visitor'}`
}

/**
 * A wallet database opened on first write: Dexie is its own chunk, and a browser that never held a wallet shows the
 * empty one without loading it or creating a database (like the core's own database). Once created, it opens at once.
 */
export interface WalletDbHandle {
  /** Opens (creating it if needed); later reads are live. */
  open(): Promise<WalletDatabase>
  /** Whether this browser has the database (reads need it). */
  exists(): boolean
  /** A live query: `empty` until the database exists, then its answer on every change. */
  live<T>(query: (db: WalletDatabase) => Promise<T>, empty: T): Observable<T>
  /** True while the database is kept in memory only (no storage, or a full one): its ecash ends with the tab. */
  readonly inMemory$: Observable<boolean>
  close(): void
}

export interface WalletDbOptions {
  storage: KeyValueStorage
  defaultMints: string[]
  indexedDb?: IndexedDbImpl
  now?: () => number
}

export function createWalletDbHandle(name: string, opts: WalletDbOptions): WalletDbHandle {
  const presenceKey = `${name}.created`
  const ready = new BehaviorSubject<WalletDatabase | null>(null)
  let opening: Promise<WalletDatabase> | null = null
  const exists = () => opts.storage.getItem(presenceKey) === '1'
  const open = () =>
    (opening ??= import('./cashu/wallet-database').then(({ WalletDatabase }) => {
      const db = new WalletDatabase(name, opts.indexedDb, opts.defaultMints, opts.now)
      opts.storage.setItem(presenceKey, '1')
      ready.next(db)
      return db
    }))
  if (exists()) void open()
  // A database this browser has is waited for (no empty answer first); one it lacks answers empty until created.
  const ready$ = defer(() => (exists() ? from(open()) : ready))
  return {
    open,
    exists,
    live: <T>(query: (db: WalletDatabase) => Promise<T>, empty: T) =>
      ready$.pipe(switchMap((db) => (db ? from(import('dexie')).pipe(switchMap(({ liveQuery }) => from(liveQuery(() => query(db))))) : of(empty)))),
    inMemory$: storageHealth.status$.pipe(
      map((status) => status.inMemory.includes(name)),
      distinctUntilChanged(),
    ),
    close: () => ready.value?.close(),
  }
}
