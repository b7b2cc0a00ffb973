import type { Subscription } from 'rxjs'
import type { Clock } from '../../policies/clock'
import { NWC_ERRORS, NwcError } from './nwc-errors'

/** One request waiting for its answer: settled once, by the answer, the timeout or a disconnect. */
export interface PendingRequest {
  readonly method: string
  readonly promise: Promise<unknown>
  isSettled(): boolean
  /** The answer subscription, closed when the request settles (at once if it already has). */
  attach(subscription: Subscription): void
  resolve(value: unknown): void
  reject(error: Error): void
}

/** Spec 2 §4 'Remote wallet request': pending until an answer or the timeout; rejectAll for a disconnect. */
export function createPendingRequests(clock: Clock) {
  const open = new Set<PendingRequest>()

  function start(method: string, timeoutMs: number): PendingRequest {
    let settled = false
    let subscription: Subscription | undefined
    let resolvePromise: (value: unknown) => void = () => {}
    let rejectPromise: (error: Error) => void = () => {}
    const promise = new Promise<unknown>((resolve, reject) => ((resolvePromise = resolve), (rejectPromise = reject)))
    const timer = clock.setTimeout(() => entry.reject(new NwcError(NWC_ERRORS.timedOut(method))), timeoutMs)

    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      open.delete(entry)
      clock.clearTimeout(timer)
      subscription?.unsubscribe()
      finish()
    }
    const entry: PendingRequest = {
      method,
      promise,
      isSettled: () => settled,
      attach(next) {
        subscription = next
        if (settled) next.unsubscribe()
      },
      resolve: (value) => settle(() => resolvePromise(value)),
      reject: (error) => settle(() => rejectPromise(error)),
    }
    open.add(entry)
    return entry
  }

  function rejectAll(error: Error): void {
    for (const entry of [...open]) entry.reject(error)
  }

  return { start, rejectAll, size: () => open.size }
}
