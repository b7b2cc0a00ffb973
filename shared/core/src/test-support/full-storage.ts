import type { Dexie } from 'dexie'
import { IDBObjectStore } from 'fake-indexeddb'
import { vi } from 'vitest'

/** From now on every write to this (fake-indexeddb) database fails as a full disk makes it fail; vi.restoreAllMocks ends it. */
export function fillUp(db: Dexie): void {
  const connection = db.backendDB()
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method]
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.transaction.db === connection) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return original.apply(this, args)
    })
  }
}
