import type { Clock } from '../../policies/clock'
import type { Filter } from '../../nostr-types'

/** Spec 3 §4: the short wait once at least 2 relays, and at least half of them, have answered. */
export const EOSE_GRACE_MS = 300
/** The grace wait needs at least this many relays to have answered. */
export const EOSE_GRACE_MIN_RELAYS = 2

/** How many events fill the query (sum of limits / ids per filter), or Infinity when unbounded. */
export function queryCapacity(filters: readonly Filter[]): number {
  return filters.reduce((total, filter) => total + Math.min(filter.limit ?? Infinity, filter.ids?.length ?? Infinity), 0)
}

/**
 * Decides when end-of-stored-events fires, once: every relay answered, or the query is filled,
 * or EOSE_GRACE_MS after at least 2 relays and at least half of them answered (or the overall timeout).
 */
export function createEoseGate(opts: { urls: string[]; capacity: number; clock: Clock; onFire(): void }) {
  const waiting = new Set(opts.urls)
  let answered = 0
  let accepted = 0
  let fired = false
  let graceTimer: unknown = null

  const fire = () => {
    if (fired) return
    fired = true
    opts.clock.clearTimeout(graceTimer)
    opts.onFire()
  }

  return {
    fire,
    answered(url: string): void {
      if (!waiting.delete(url)) return
      answered += 1
      if (waiting.size === 0) return fire()
      const enough = answered >= EOSE_GRACE_MIN_RELAYS && answered * 2 >= opts.urls.length
      if (enough && graceTimer === null) graceTimer = opts.clock.setTimeout(fire, EOSE_GRACE_MS)
    },
    accepted(): void {
      accepted += 1
      if (accepted >= opts.capacity) fire()
    },
    dispose(): void {
      opts.clock.clearTimeout(graceTimer)
    },
  }
}
