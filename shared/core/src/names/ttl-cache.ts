import type { Clock } from '../policies/clock'

/** A size-capped least-recently-used map whose entries expire after a time to live. */
export interface TtlCache<V> {
  get(key: string): V | undefined
  set(key: string, value: V, storedAt?: number): void
  delete(key: string): void
  readonly size: number
}

/** Entries older than ttlMs (by the clock) are misses; beyond maxEntries the least recently used goes. */
export function createTtlCache<V>(opts: { maxEntries: number; ttlMs: number; clock: Clock }): TtlCache<V> {
  const entries = new Map<string, { value: V; storedAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (opts.clock.now() - entry.storedAt >= opts.ttlMs) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key, value, storedAt = opts.clock.now()) {
      entries.delete(key)
      entries.set(key, { value, storedAt })
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string)
    },
    delete: (key) => void entries.delete(key),
    get size() {
      return entries.size
    },
  }
}

/** True when a row stored at `storedAt` is still fresh. */
export function isFresh(storedAt: number, ttlMs: number, clock: Clock): boolean {
  return clock.now() - storedAt < ttlMs
}
