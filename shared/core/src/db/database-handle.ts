import type { AppDatabase } from './app-database'
import { tryDb } from './try-db'

/**
 * The local database, opened on first use: Dexie is loaded as its own chunk, off the first-load path,
 * and a database that cannot open never holds the app up (every use has a fallback).
 */
export interface DatabaseHandle {
  use<T>(operation: (db: AppDatabase) => Promise<T>, fallback: T): Promise<T>
  close(): void
}

export function createDatabaseHandle(open: () => Promise<AppDatabase>): DatabaseHandle {
  let opened: Promise<AppDatabase | null> | null = null
  const database = () =>
    (opened ??= open().catch((error: unknown) => {
      console.warn('Local database unavailable; continuing from the network', error)
      return null
    }))
  return {
    async use(operation, fallback) {
      const db = await database()
      return db ? tryDb(() => operation(db), fallback) : fallback
    },
    close() {
      void opened?.then((db) => db?.close())
    },
  }
}

/** The app's database: Dexie is imported lazily. */
export function lazyDatabase(name?: string): DatabaseHandle {
  return createDatabaseHandle(() => import('./app-database').then(({ createDatabase }) => createDatabase(name)))
}
