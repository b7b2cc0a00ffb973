import type { Clock } from '../../policies/clock'

/** Spec 3 §9: sleep check every 10000 ms; a gap above 15000 ms counts as sleep. */
export const SLEEP_CHECK_INTERVAL_MS = 10_000
/** A check this much later than the previous one means the machine slept. */
export const SLEEP_GAP_MS = 15_000

/** Calls onSleep when a check runs much later than planned (the machine slept). Returns stop(). */
export function startSleepDetector(clock: Clock, onSleep: () => void): () => void {
  let last = clock.now()
  let timer: unknown = null
  const check = () => {
    const now = clock.now()
    const gap = now - last
    last = now
    timer = clock.setTimeout(check, SLEEP_CHECK_INTERVAL_MS)
    if (gap > SLEEP_GAP_MS) onSleep()
  }
  timer = clock.setTimeout(check, SLEEP_CHECK_INTERVAL_MS)
  return () => clock.clearTimeout(timer)
}
