import type { Clock } from '../../policies/clock'

/** The first wait before a failed backup step runs again; each further failure doubles it, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2000
export const RETRY_MAX_MS = 60_000

/**
 * One pending retry at a time: `failed()` schedules `act` after the current backoff (2 s, 4 s, 8 s … 60 s) unless one
 * is already waiting, `succeeded()` resets the backoff, `stop()` cancels for good.
 */
export function createRetry(clock: Clock, act: () => void) {
  let delay = RETRY_FIRST_MS
  let timer: unknown
  let stopped = false
  return {
    failed() {
      if (stopped || timer !== undefined) return
      timer = clock.setTimeout(() => {
        timer = undefined
        act()
      }, delay)
      delay = Math.min(delay * 2, RETRY_MAX_MS)
    },
    succeeded() {
      delay = RETRY_FIRST_MS
    },
    stop() {
      stopped = true
      if (timer !== undefined) clock.clearTimeout(timer)
      timer = undefined
    },
  }
}
