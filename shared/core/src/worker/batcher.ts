import type { Clock } from '../policies/clock'
import { BATCH_MAX_EVENTS, BATCH_WINDOW_MS, type SubUpdate } from './protocol'

/**
 * Queues subscription updates and hands them over in order: after BATCH_WINDOW_MS, at
 * BATCH_MAX_EVENTS, or at once for eose/complete/error so answers are not held back.
 */
export function createUpdateBatcher(clock: Clock, flush: (updates: SubUpdate[]) => void) {
  let queue: SubUpdate[] = []
  let timer: unknown = null

  function flushNow() {
    clock.clearTimeout(timer)
    timer = null
    if (queue.length === 0) return
    const updates = queue
    queue = []
    flush(updates)
  }

  return {
    push(update: SubUpdate): void {
      queue.push(update)
      if (update.type !== 'event' || queue.length >= BATCH_MAX_EVENTS) return flushNow()
      timer ??= clock.setTimeout(flushNow, BATCH_WINDOW_MS)
    },
    /** Forgets queued updates of one subscription (it was unsubscribed). */
    drop(sub: number): void {
      queue = queue.filter((update) => update.sub !== sub)
    },
    flush: flushNow,
    cancel(): void {
      clock.clearTimeout(timer)
      timer = null
      queue = []
    },
  }
}
