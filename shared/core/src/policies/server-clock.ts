import { systemClock, type Clock } from './clock'

/** Offsets smaller than this are the Date header's own rounding and the request's travel: ignored. */
export const CLOCK_SKEW_TOLERANCE_MS = 5000

/** A Clock that can be corrected by an offset learned from a trusted server. */
export interface CorrectedClock extends Clock {
  /** The offset (server time − this machine's time) applied to now(). */
  offsetMs(): number
  /** Learns the offset from an HTTP response's Date header, sent at `sentAt` and received at `receivedAt` (base clock ms). */
  learnFromDateHeader(date: string | null, sentAt: number, receivedAt: number): void
}

/**
 * This machine's clock, corrected by the origin server's: a device an hour off still sees fresh notes as fresh
 * (not held as future-dated) and dates its own events right. Timers run on the base clock.
 */
export function createCorrectedClock(base: Clock = systemClock): CorrectedClock {
  let offset = 0
  return {
    now: () => base.now() + offset,
    setTimeout: (callback, ms) => base.setTimeout(callback, ms),
    clearTimeout: (handle) => base.clearTimeout(handle),
    offsetMs: () => offset,
    learnFromDateHeader(date, sentAt, receivedAt) {
      const server = date ? Date.parse(date) : NaN
      if (!Number.isFinite(server)) return
      // The header is rounded down to the second: its middle is the best estimate, compared with the request's middle.
      const measured = server + 500 - (sentAt + receivedAt) / 2
      offset = Math.abs(measured) < CLOCK_SKEW_TOLERANCE_MS ? 0 : Math.round(measured)
    },
  }
}
