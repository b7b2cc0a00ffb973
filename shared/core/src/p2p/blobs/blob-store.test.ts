import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { describe, expect, it, vi } from 'vitest'
import { blobKey, createBlobStore } from './blob-store'

describe('blob store', () => {
  it('skips and clears a corrupt blob row, keeping the good one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createBlobStore('blobs-corrupt')
    await store.put({ hash: 'good', data: new ArrayBuffer(4), mimeType: 'image/png', first_author: 'a', stored_at: 2 })
    // An older version's row, written around the store.
    const raw = new Dexie('blobs-corrupt')
    raw.version(1).stores({ blobs: 'key, stored_at' })
    await raw.table('blobs').put({ key: blobKey('bad'), hash: 'bad', data: 'not bytes', stored_at: 1 })
    expect((await store.list()).map((entry) => entry.hash)).toEqual(['good'])
    expect(await store.get('bad')).toBeUndefined()
    await vi.waitFor(async () => expect(await raw.table('blobs').count()).toBe(1))
    expect(await store.has('good')).toBe(true)
    raw.close()
    store.close()
    warn.mockRestore()
  })
})
