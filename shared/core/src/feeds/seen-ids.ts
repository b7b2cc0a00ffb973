import type { Clock } from '../policies/clock'
import { readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import { SEEN_IDS_MAX, SEEN_SAVE_DEBOUNCE_MS, SEEN_STORAGE_KEY } from './feed-constants'

/** Post ids the user has seen (For You hides them); saved 5 s after the last change. */
export interface SeenIds {
  readonly ids: ReadonlySet<string>
  has(id: string): boolean
  markSeen(ids: string[]): void
  /** Saves now if a save is pending. */
  flush(): void
  /** Forgets every seen id (log out). */
  clear(): void
  dispose(): void
}

export function createSeenIds(opts: { storage: KeyValueStorage; clock: Clock; key?: string }): SeenIds {
  const key = opts.key ?? SEEN_STORAGE_KEY
  const stored = readJson(opts.storage, key)
  const ids = new Set<string>(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [])
  let timer: unknown = null

  function save() {
    timer = null
    writeJson(opts.storage, key, [...ids].slice(-SEEN_IDS_MAX))
  }

  return {
    ids,
    has: (id) => ids.has(id),
    markSeen(list) {
      let added = false
      for (const id of list) {
        if (ids.has(id)) continue
        ids.add(id)
        added = true
      }
      if (!added) return
      for (const oldest of [...ids].slice(0, Math.max(0, ids.size - SEEN_IDS_MAX))) ids.delete(oldest)
      if (timer !== null) opts.clock.clearTimeout(timer)
      timer = opts.clock.setTimeout(save, SEEN_SAVE_DEBOUNCE_MS)
    },
    clear() {
      if (timer !== null) opts.clock.clearTimeout(timer)
      ids.clear()
      save()
    },
    flush() {
      if (timer === null) return
      opts.clock.clearTimeout(timer)
      save()
    },
    dispose() {
      this.flush()
    },
  }
}
