import { describe, expect, it, vi } from 'vitest'
import { createDatabase } from './app-database'
import { createDatabaseHandle } from './database-handle'
import { storageHealth } from './storage-health'

// No fake-indexeddb/auto here: this file runs in an isolated module context without IndexedDB.
describe('the app database without IndexedDB', () => {
  it('runs from memory for the session, and the storage status says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(globalThis.indexedDB).toBeUndefined()
    const handle = createDatabaseHandle(async () => createDatabase('no-idb'))
    await handle.use((db) => db.cacheData.put({ key: 'k', value: 'kept', updatedAt: 1 }), undefined)
    expect(await handle.use((db) => db.cacheData.get('k'), undefined)).toEqual({ key: 'k', value: 'kept', updatedAt: 1 })
    expect(storageHealth.current()).toEqual({ persistent: false, problem: 'unavailable', inMemory: ['no-idb'] })
    handle.close()
    warn.mockRestore()
  })
})
