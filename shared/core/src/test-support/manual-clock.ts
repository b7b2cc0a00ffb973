import type { Clock } from '../policies/clock'

export interface ManualClock extends Clock {
  /** Moves time forward, running due timers in order. */
  advance(ms: number): void
  /** Delays of the timers still waiting, in scheduling order. */
  pendingDelays(): number[]
  /** Runs the earliest waiting timer, jumping time to it. */
  runNext(): void
}

interface Timer {
  id: number
  at: number
  delay: number
  callback: () => void
}

/** A Clock whose time only moves when the test says so. */
export function createManualClock(start = 1_700_000_000_000): ManualClock {
  let now = start
  let nextId = 1
  const timers = new Map<number, Timer>()
  const earliest = () => [...timers.values()].sort((a, b) => a.at - b.at || a.id - b.id)[0]

  function run(timer: Timer) {
    timers.delete(timer.id)
    now = Math.max(now, timer.at)
    timer.callback()
  }

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { id, at: now + ms, delay: ms, callback })
      return id
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const target = now + ms
      for (let timer = earliest(); timer && timer.at <= target; timer = earliest()) run(timer)
      now = target
    },
    pendingDelays: () => [...timers.values()].map((timer) => timer.delay),
    runNext() {
      const timer = earliest()
      if (timer) run(timer)
    },
  }
}
