/** Spec 3 §4/§9: reconnect backoff doubles from 1000 ms up to 30000 ms, with at most 5 attempts. */
export const RECONNECT_BASE_DELAY_MS = 1000
/** Longest wait between reconnect attempts. */
export const RECONNECT_MAX_DELAY_MS = 30000
/** Attempts before a relay stays disconnected (until a reconnect signal). */
export const MAX_RECONNECT_ATTEMPTS = 5

/** A connection that closes sooner than this after opening is flapping. */
export const STABLE_CONNECTION_MS = 5000

/** Delay before reconnect attempt `attempt` (1-based). */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_DELAY_MS)
}

/** Whether reconnect attempt `attempt` (1-based) may run. */
export function shouldRetry(attempt: number): boolean {
  return attempt <= MAX_RECONNECT_ATTEMPTS
}
