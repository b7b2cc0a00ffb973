import type { Clock } from '../policies/clock'

/** Runs `task` every `ms` on the injected clock until the returned function is called. */
export function every(clock: Clock, ms: number, task: () => void): () => void {
  let handle: unknown = null
  let stopped = false
  const tick = () => {
    if (stopped) return
    task()
    handle = clock.setTimeout(tick, ms)
  }
  handle = clock.setTimeout(tick, ms)
  return () => {
    stopped = true
    clock.clearTimeout(handle)
  }
}
