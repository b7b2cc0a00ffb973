import { describe, expect, it, vi } from 'vitest'
import { createDatabase, tryDb } from './app-database'

// No fake-indexeddb here: this file runs in an isolated module context without IndexedDB.
describe('createDatabase without IndexedDB', () => {
  it('does not throw, logs the failure, and operations fall back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    expect(globalThis.indexedDB).toBeUndefined()
    const db = createDatabase('no-idb')
    expect(await tryDb<unknown>(() => db.profiles.get('a'.repeat(64)), 'fallback')).toBe('fallback')
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    warn.mockRestore()
    debug.mockRestore()
  })
})
