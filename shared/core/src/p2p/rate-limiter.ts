import type { Clock } from '../policies/clock'

/** At most `limit` hits per key within a sliding `windowMs`. */
export function createRateLimiter(limit: number, windowMs: number, clock: Pick<Clock, 'now'>) {
  const hits = new Map<string, number[]>()
  return {
    /** Counts a hit; false when the key is over its limit (the hit is then not counted). */
    allow(key: string): boolean {
      const now = clock.now()
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return false
      }
      recent.push(now)
      hits.set(key, recent)
      return true
    },
    forget: (key: string) => void hits.delete(key),
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
