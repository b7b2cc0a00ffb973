import type { Clock } from '../policies/clock'
import { INITIAL_LOAD_TIMEOUT_MS, QUIET_MS } from './feed-constants'

/** Spec 2 §4: the initial load is done after 5 s, or after 500 ms of quiet once events exist. */
export interface InitialLoadTimer {
  /** An event was accepted: restarts the quiet timer. */
  eventArrived(): void
  dispose(): void
}

export function startInitialLoadTimer(clock: Clock, done: () => void): InitialLoadTimer {
  let finished = false
  let quiet: unknown = null
  const finish = () => {
    if (finished) return
    finished = true
    clock.clearTimeout(overall)
    if (quiet !== null) clock.clearTimeout(quiet)
    done()
  }
  const overall = clock.setTimeout(finish, INITIAL_LOAD_TIMEOUT_MS)
  return {
    eventArrived() {
      if (finished) return
      if (quiet !== null) clock.clearTimeout(quiet)
      quiet = clock.setTimeout(finish, QUIET_MS)
    },
    dispose() {
      finished = true
      clock.clearTimeout(overall)
      if (quiet !== null) clock.clearTimeout(quiet)
    },
  }
}
