import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppDatabase } from './app-database'
import { createDatabaseHandle } from './database-handle'
import { storageHealth } from './storage-health'
import { fillUp } from '../test-support/full-storage'

let counter = 0
const diskDatabase = () => new AppDatabase(`full-${++counter}`, { indexedDB: new IDBFactory(), IDBKeyRange })
const cached = (key: string) => ({ key, value: key, updatedAt: 1 })
const event = { id: 'e1', pubkey: 'p', sig: 's', kind: 1, created_at: 1, content: 'hi', tags: [] }

afterEach(() => vi.restoreAllMocks())

describe('a database whose storage fills up', () => {
  it('moves to memory with its rows (caches left behind), reruns the failed transaction there, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = diskDatabase()
    await db.cacheData.put(cached('before'))
    await db.events.put(event)
    fillUp(db)
    await db.transaction('rw', db.cacheData, () => db.cacheData.put(cached('during')))
    await db.cacheData.put(cached('after'))
    expect((await db.cacheData.toArray()).map((row) => row.key)).toEqual(['after', 'before', 'during'])
    expect(await db.events.count()).toBe(0)
    expect(storageHealth.inMemory(db.name)).toBe(true)
    expect(storageHealth.current().problem).toBe('quota')
    db.close()
  })

  it('keeps the write a database handle was asked for (a plain put, outside a transaction)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = diskDatabase()
    const handle = createDatabaseHandle(async () => db)
    await handle.use((d) => d.cacheData.put(cached('before')), undefined)
    fillUp(db)
    await handle.use((d) => d.cacheData.put(cached('during')), undefined)
    expect(await handle.use((d) => d.cacheData.get('during'), undefined)).toEqual(cached('during'))
    expect(await handle.use((d) => d.cacheData.get('before'), undefined)).toEqual(cached('before'))
    handle.close()
  })

  it('stays on disk while writes succeed', async () => {
    const db = diskDatabase()
    await db.transaction('rw', db.cacheData, () => db.cacheData.put(cached('k')))
    expect(storageHealth.inMemory(db.name)).toBe(false)
    db.close()
  })
})
