import type { Clock } from '../policies/clock'

/** How long drops are summed before one summary line is logged. */
export const DROP_LOG_WINDOW_MS = 5000

/**
 * Counts messages dropped from relays by reason and logs one summary per window instead of one
 * line per drop, so a flood cannot flood the console too.
 */
export function createDropLog(clock: Clock, log: (line: string) => void = (line) => console.warn(line)) {
  const totals: Record<string, number> = {}
  let pending = new Map<string, Record<string, number>>()
  let timer: unknown = null

  function report() {
    timer = null
    for (const [relay, reasons] of pending) {
      const parts = Object.entries(reasons).map(([reason, count]) => `${reason} ${count}`)
      const total = Object.values(reasons).reduce((sum, count) => sum + count, 0)
      log(`Dropped ${total} messages from ${relay}: ${parts.join(', ')}`)
    }
    pending = new Map()
  }

  return {
    drop(relay: string, reason: string): void {
      totals[reason] = (totals[reason] ?? 0) + 1
      const reasons = pending.get(relay) ?? {}
      reasons[reason] = (reasons[reason] ?? 0) + 1
      pending.set(relay, reasons)
      timer ??= clock.setTimeout(report, DROP_LOG_WINDOW_MS)
    },
    /** Totals by reason since start. */
    counts: (): Record<string, number> => ({ ...totals }),
    /** Logs what is pending now. */
    flush(): void {
      clock.clearTimeout(timer)
      report()
    },
  }
}

/** The drop log's interface. */
export type DropLog = ReturnType<typeof createDropLog>
