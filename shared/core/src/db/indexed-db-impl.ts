/** IndexedDB factories for an account's own Dexie database: injected in tests (fake-indexeddb), the browser's otherwise. */
export interface IndexedDbImpl {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}
