import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle } from '../db/database-handle'
import { createManualClock } from '../test-support/manual-clock'
import { GRAPH_CACHE_KEY, GRAPH_SAVE_DEBOUNCE_MS, GRAPH_SAVE_MAX_WAIT_MS } from './graph-constants'
import { createDebouncedSave, loadSavedGraph, storeGraph } from './graph-storage'

describe('graph save debounce', () => {
  it('saves 15 s after the last change, once for a burst of changes', () => {
    const clock = createManualClock()
    let saves = 0
    const saver = createDebouncedSave(clock, async () => void saves++)
    saver.changed()
    clock.advance(10_000)
    saver.changed()
    clock.advance(GRAPH_SAVE_DEBOUNCE_MS - 1)
    expect(saves).toBe(0)
    clock.advance(1)
    expect(saves).toBe(1)
    clock.advance(GRAPH_SAVE_MAX_WAIT_MS)
    expect(saves).toBe(1)
  })

  it('still saves every 60 s while a crawl keeps changing the graph', () => {
    const clock = createManualClock()
    let saves = 0
    const saver = createDebouncedSave(clock, async () => void saves++)
    for (let elapsed = 0; elapsed < GRAPH_SAVE_MAX_WAIT_MS; elapsed += 5000) {
      saver.changed()
      clock.advance(5000)
    }
    expect(saves).toBe(1)
  })
})

describe('graph storage', () => {
  it('stores the binary with its root in cacheData and ignores rows of another shape', async () => {
    const db = createDatabaseHandle(async () => createDatabase(`graph-storage-${Date.now()}`))
    expect(await loadSavedGraph(db)).toBeNull()
    await storeGraph(db, { root: 'r'.repeat(64), binary: new Uint8Array([2, 1, 0]) }, 1234)
    expect(await loadSavedGraph(db)).toEqual({ root: 'r'.repeat(64), binary: new Uint8Array([2, 1, 0]) })
    await db.use((d) => d.cacheData.put({ key: GRAPH_CACHE_KEY, value: { root: 5 }, updatedAt: 0 }), undefined)
    expect(await loadSavedGraph(db)).toBeNull()
    db.close()
  })
})
