import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { TABLE_NAMES, createDatabase, tryDb } from './app-database'

let counter = 0
const uniqueName = () => `db-test-${++counter}-${Date.now()}`

describe('createDatabase', () => {
  it('creates every table of spec 3 §9', async () => {
    const db = createDatabase(uniqueName())
    await db.open()
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'cacheData',
        'decryptedEvents',
        'eventRelays',
        'eventTags',
        'events',
        'lnurl',
        'nip05',
        'profiles',
        'relayStatus',
        'unpublishedEvents',
      ].sort(),
    )
    expect([...TABLE_NAMES].sort()).toEqual(db.tables.map((table) => table.name).sort())
    db.close()
  })

  it('stores and reads rows without waiting for open', async () => {
    const name = uniqueName()
    const db = createDatabase(name)
    await db.profiles.put({ pubkey: 'a'.repeat(64), name: 'alice', created_at: 1 })
    db.close()
    const reopened = createDatabase(name)
    expect(await reopened.profiles.get('a'.repeat(64))).toEqual({ pubkey: 'a'.repeat(64), name: 'alice', created_at: 1 })
    reopened.close()
  })
})

describe('tryDb', () => {
  it('returns the fallback when the operation fails', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    expect(await tryDb(() => Promise.reject(new Error('nope')), 'fallback')).toBe('fallback')
    expect(await tryDb(() => Promise.resolve('value'), 'fallback')).toBe('value')
  })
})
