import type { IndexedDbImpl } from './indexed-db-impl'

let loading: Promise<IndexedDbImpl> | null = null
let loaded: IndexedDbImpl | null = null

/** An in-memory IndexedDB (fake-indexeddb), one per tab, loaded as its own chunk the first time a store needs it. */
export function memoryIndexedDb(): Promise<IndexedDbImpl> {
  return (loading ??= import(/* webpackChunkName: "memory-indexeddb" */ 'fake-indexeddb').then(({ IDBFactory, IDBKeyRange }) => {
    loaded = { indexedDB: new IDBFactory(), IDBKeyRange }
    return loaded
  }))
}

/** The in-memory IndexedDB once loaded (null before). */
export const loadedMemoryIndexedDb = (): IndexedDbImpl | null => loaded

/** The browser's IndexedDB, when it has one (reading it can throw where storage is blocked). */
export function browserIndexedDb(): IndexedDbImpl | null {
  try {
    const { indexedDB, IDBKeyRange } = globalThis
    return indexedDB && IDBKeyRange ? { indexedDB, IDBKeyRange } : null
  } catch {
    return null
  }
}
