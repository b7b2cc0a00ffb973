import { mergeConcurrent } from '../util/merge-concurrent'
import type { KeyValueStorage } from './storage'
import { followStorageKey } from './storage-key-follower'

/** Saves of two tabs closer together than this are taken as concurrent: neither had seen the other's. */
export const CONCURRENT_SAVE_MS = 2000

/** One state saved under one storage key by every tab of the app. */
export interface TabSync<T> {
  /** Takes what another tab saved since (merging what this tab saved meanwhile); call before reading or editing. */
  catchUp(): void
  /** Saves `next`, which replaces `previous` (remembered, to merge a concurrent save of another tab). */
  save(previous: T, next: T): void
}

export interface TabSyncOptions<T> {
  storage: KeyValueStorage
  key: string
  /** The state this tab holds, and shows. */
  current(): T
  show(state: T): void
  /** Reads and writes the stored state. */
  load(): T
  write(state: T): void
  now?: () => number
}

/**
 * Keeps a tab's state in step with the other tabs': their saves are taken at once (storage event) and before each
 * read or edit here; when two tabs save at the same time, both edits are merged (mergeConcurrent) and the merge saved,
 * so every tab ends with one state and neither edit is lost.
 */
export function syncAcrossTabs<T>(opts: TabSyncOptions<T>): TabSync<T> {
  const now = opts.now ?? Date.now
  let base = opts.current()
  let savedAt = -Infinity
  const follower = followStorageKey(opts.storage, opts.key, () => catchUp())
  const concurrent = () => now() - savedAt < CONCURRENT_SAVE_MS

  function save(previous: T, next: T) {
    if (!concurrent()) base = previous
    savedAt = now()
    opts.write(next)
    follower.wrote()
    opts.show(next)
  }

  function catchUp() {
    if (!follower.changed()) return
    const theirs = opts.load()
    const merged = concurrent() ? mergeConcurrent(base, opts.current(), theirs) : theirs
    base = merged
    if (JSON.stringify(merged) === JSON.stringify(theirs)) opts.show(theirs)
    else save(merged, merged)
  }

  return { catchUp, save }
}
