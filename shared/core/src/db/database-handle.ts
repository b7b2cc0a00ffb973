import type { AppDatabase } from './app-database'
import type { KeyValueStorage } from '../policies/storage'
import { retryInMemory } from './memory-retry'
import { tryDb } from './try-db'

/**
 * The local database, opened on first use: Dexie is loaded as its own chunk, off the first-load path,
 * and a database that cannot open never holds the app up (every use has a fallback).
 */
export interface DatabaseHandle {
  use<T>(operation: (db: AppDatabase) => Promise<T>, fallback: T): Promise<T>
  /**
   * A read: like `use`, but until a database this browser never had has been opened (by a write) it answers the
   * fallback at once (it holds nothing yet), so a first visit neither waits on IndexedDB nor opens it to read.
   */
  read<T>(operation: (db: AppDatabase) => Promise<T>, fallback: T): Promise<T>
  close(): void
}

/** Remembers across visits that the database was created (a flag in localStorage, say). */
export interface DatabasePresence {
  known(): boolean
  remember(): void
}

export function createDatabaseHandle(open: () => Promise<AppDatabase>, presence?: DatabasePresence): DatabaseHandle {
  let opened: Promise<AppDatabase | null> | null = null
  let isOpen = false
  const isNew = presence ? !presence.known() : false
  const database = () =>
    (opened ??= open().then(
      (db) => {
        isOpen = true
        if (isNew) presence?.remember()
        return db
      },
      (error: unknown) => {
        console.warn('Local database unavailable; continuing from the network', error)
        return null
      },
    ))
  const use: DatabaseHandle['use'] = async (operation, fallback) => {
    const db = await database()
    // A write that meets a full storage runs again once the database has moved to memory.
    return db ? tryDb(() => retryInMemory(db, () => operation(db)), fallback) : fallback
  }
  return {
    use,
    read(operation, fallback) {
      // A new database holds only what was written to it, and the first write opens it.
      return !isNew || isOpen ? use(operation, fallback) : Promise.resolve(fallback)
    },
    close() {
      void opened?.then((db) => db?.close())
    },
  }
}

/** The app's database: Dexie is imported lazily. */
export function lazyDatabase(name?: string, presence?: DatabasePresence): DatabaseHandle {
  return createDatabaseHandle(() => import('./app-database').then(({ createDatabase }) => createDatabase(name)), presence)
}

/** Presence kept as a flag under `key` in the given storage. */
export function storedPresence(storage: KeyValueStorage, key: string): DatabasePresence {
  return {
    known: () => storage.getItem(key) === '1',
    remember: () => {
      try {
        storage.setItem(key, '1')
      } catch {
        // Storage full or refused: the next visit reads after the database opens, as it should anyway.
      }
    },
  }
}
