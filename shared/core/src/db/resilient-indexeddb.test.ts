import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it, vi } from 'vitest'
import { Dexie, type Table } from 'dexie'
import { resilientIndexedDb } from './resilient-indexeddb'
import { createStorageHealth } from './storage-health'

/** An IndexedDB whose open() fails the way Firefox's private mode did (an error event, InvalidStateError). */
function refusingIndexedDb() {
  const factory = new IDBFactory()
  factory.open = () => {
    const request = { error: new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError') } as Record<string, unknown>
    setTimeout(() => (request.onerror as (event: unknown) => void)?.({ target: request, preventDefault() {}, stopPropagation() {} }))
    return request as unknown as IDBOpenDBRequest
  }
  return { indexedDB: factory, IDBKeyRange }
}

const row = { key: 'k', value: 1, updatedAt: 1 }

function database(name: string, impl: ReturnType<typeof resilientIndexedDb>) {
  const db = new Dexie(name, impl)
  db.version(1).stores({ cacheData: 'key, updatedAt' })
  return db as Dexie & { cacheData: Table<typeof row, string> }
}

describe('resilientIndexedDb', () => {
  it('opens on the given IndexedDB when it works, and reports nothing', async () => {
    const health = createStorageHealth()
    const db = database('works', resilientIndexedDb('works', { preferred: { indexedDB: new IDBFactory(), IDBKeyRange }, health }))
    await db.cacheData.put(row)
    expect(await db.cacheData.where('updatedAt').between(0, 2).toArray()).toEqual([row])
    expect(health.current().persistent).toBe(true)
    db.close()
  })

  it('opens in memory when open() fails like private mode, and reports the store unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const health = createStorageHealth()
    const db = database('private', resilientIndexedDb('private', { preferred: refusingIndexedDb(), health }))
    await db.cacheData.put(row)
    expect(await db.cacheData.where('updatedAt').between(0, 2).toArray()).toEqual([row])
    expect(health.current()).toEqual({ persistent: false, problem: 'unavailable', inMemory: ['private'] })
    db.close()
    warn.mockRestore()
  })

  it('opens in memory when the browser has no IndexedDB at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const health = createStorageHealth()
    const db = database('none', resilientIndexedDb('none', { preferred: null, health }))
    await db.cacheData.put(row)
    expect(await db.cacheData.get('k')).toEqual(row)
    expect(health.inMemory('none')).toBe(true)
    db.close()
    warn.mockRestore()
  })
})
