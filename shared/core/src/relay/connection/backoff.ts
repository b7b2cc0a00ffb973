/** Spec 3 §4/§9: reconnect backoff doubles from 1000 ms up to 30000 ms, with at most 5 attempts. */
export const RECONNECT_BASE_DELAY_MS = 1000
/** Longest wait between reconnect attempts. */
export const RECONNECT_MAX_DELAY_MS = 30000
/** Attempts before a relay stays disconnected (until a reconnect signal). */
export const MAX_RECONNECT_ATTEMPTS = 5

/** A connection that closes sooner than this after opening is flapping. */
export const STABLE_CONNECTION_MS = 5000

/** Delay before reconnect attempt `attempt` (1-based), without jitter. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_DELAY_MS)
}

/**
 * The delay actually waited: a random point in the upper half of the nominal delay ("equal jitter"), so clients
 * dropped together by one relay do not all return in the same second; never longer than the nominal delay.
 */
export function jitteredReconnectDelay(attempt: number, random: () => number = Math.random): number {
  const nominal = reconnectDelay(attempt)
  return Math.round(nominal / 2 + (nominal / 2) * Math.min(1, Math.max(0, random())))
}

/** Whether reconnect attempt `attempt` (1-based) may run. */
export function shouldRetry(attempt: number): boolean {
  return attempt <= MAX_RECONNECT_ATTEMPTS
}
