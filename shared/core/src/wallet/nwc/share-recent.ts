import type { Clock } from '../../policies/clock'

/**
 * Wraps `load` so calls share the request in flight, and for `windowMs` after an answer, that answer.
 * A failure is not remembered. `forget()` drops the remembered answer.
 */
export function shareRecent<T>(load: () => Promise<T>, windowMs: number, clock: Clock) {
  let inFlight: Promise<T> | undefined
  let last: { value: T; at: number } | undefined

  function get(): Promise<T> {
    if (inFlight) return inFlight
    if (last && clock.now() - last.at < windowMs) return Promise.resolve(last.value)
    const request = load().then((value) => {
      last = { value, at: clock.now() }
      return value
    })
    inFlight = request
    const clear = () => {
      if (inFlight === request) inFlight = undefined
    }
    request.then(clear, clear)
    return request
  }

  return { get, forget: () => void (last = undefined) }
}
