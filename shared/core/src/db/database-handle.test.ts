import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { createDatabase } from './app-database'
import { createMemoryStorage } from '../policies/storage'
import { createDatabaseHandle, lazyDatabase, storedPresence } from './database-handle'

describe('database handle', () => {
  it('opens the database once, on first use, and runs operations on it', async () => {
    const open = vi.fn(async () => createDatabase(`handle-${Date.now()}`))
    const handle = createDatabaseHandle(open)
    expect(open).not.toHaveBeenCalled()
    await handle.use((db) => db.cacheData.put({ key: 'k', value: 1, updatedAt: 1 }), undefined)
    expect(await handle.use((db) => db.cacheData.get('k'), undefined)).toMatchObject({ key: 'k' })
    expect(open).toHaveBeenCalledTimes(1)
    handle.close()
  })

  it('answers with the fallback when the database cannot be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const handle = createDatabaseHandle(() => Promise.reject(new Error('blocked')))
    expect(await handle.use(async () => 'never', 'fallback')).toBe('fallback')
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('loads Dexie lazily for the app database', async () => {
    const handle = lazyDatabase(`lazy-${Date.now()}`)
    expect(await handle.use(async (db) => db.tables.length, 0)).toBe(10)
    handle.close()
  })

  it('answers reads at once while a database this browser never had is created, and from it once open', async () => {
    const storage = createMemoryStorage()
    const name = `fresh-${Date.now()}`
    let finishOpening = () => {}
    const opening = new Promise<void>((resolve) => (finishOpening = resolve))
    const first = createDatabaseHandle(async () => {
      await opening
      return createDatabase(name)
    }, storedPresence(storage, 'db.created'))
    const write = first.use((db) => db.cacheData.put({ key: 'k', value: 1, updatedAt: 1 }), undefined)
    expect(await first.read(async (db) => (await db.cacheData.get('k'))?.key, 'nothing yet')).toBe('nothing yet')
    finishOpening()
    await write
    expect(await first.read((db) => db.cacheData.get('k'), undefined)).toMatchObject({ key: 'k' })
    first.close()

    // The next visit knows the database exists: its reads wait for it to open.
    const next = createDatabaseHandle(async () => createDatabase(name), storedPresence(storage, 'db.created'))
    expect(await next.read((db) => db.cacheData.get('k'), undefined)).toMatchObject({ key: 'k' })
    next.close()
  })
})
