import type { DatabaseHandle } from '../db/database-handle'
import type { Clock } from '../policies/clock'
import { GRAPH_CACHE_KEY, GRAPH_SAVE_DEBOUNCE_MS, GRAPH_SAVE_MAX_WAIT_MS } from './graph-constants'

/** The graph as saved in the cacheData table: nostr-social-graph's binary format and the root it was built from. */
export interface SavedGraph {
  root: string
  binary: Uint8Array
}

/** The saved graph, or null when there is none (or the database is unavailable). */
export async function loadSavedGraph(db: DatabaseHandle): Promise<SavedGraph | null> {
  const row = await db.read((d) => d.cacheData.get(GRAPH_CACHE_KEY), undefined)
  const value = row?.value as Partial<SavedGraph> | undefined
  if (typeof value?.root !== 'string' || !(value.binary instanceof Uint8Array)) return null
  return { root: value.root, binary: value.binary }
}

export async function storeGraph(db: DatabaseHandle, graph: SavedGraph, now: number): Promise<void> {
  await db.use((d) => d.cacheData.put({ key: GRAPH_CACHE_KEY, value: graph, updatedAt: now }), undefined)
}

/** Runs `save` 15 s after the last change, and at least every 60 s while changes keep coming. */
export function createDebouncedSave(clock: Clock, save: () => Promise<void>) {
  let timer: unknown = null
  let firstChangeAt: number | null = null

  async function flush(): Promise<void> {
    clock.clearTimeout(timer)
    timer = null
    if (firstChangeAt === null) return
    firstChangeAt = null
    await save().catch((error: unknown) => console.debug('Social graph: save failed', error))
  }

  return {
    /** A change happened: (re)start the quiet period. */
    changed(): void {
      const now = clock.now()
      firstChangeAt ??= now
      clock.clearTimeout(timer)
      const delay = Math.min(GRAPH_SAVE_DEBOUNCE_MS, firstChangeAt + GRAPH_SAVE_MAX_WAIT_MS - now)
      timer = clock.setTimeout(() => void flush(), Math.max(0, delay))
    },
    /** Save now if anything is unsaved. */
    flush,
    cancel(): void {
      clock.clearTimeout(timer)
      timer = null
      firstChangeAt = null
    },
  }
}
