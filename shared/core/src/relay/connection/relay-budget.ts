import type { Clock } from '../../policies/clock'

/** What a relay can do wrong; each has its own allowance per budget window. */
export type RelayOffence = 'invalid frame' | 'late event' | 'off-filter event' | 'forged event'

/** A relay's allowance per window: bytes received and each offence. Past any of them it is cut off. */
export interface RelayBudgetLimits {
  windowMs: number
  bytes: number
  offences: Record<RelayOffence, number>
}

/**
 * Generous for an honest relay (a popular feed's 1,000 reactions are about 0.5 MB; events in flight when CLOSE
 * crosses them are a few hundred), tight for a flood: 1 MB frames hit the byte limit in a few seconds.
 */
export const RELAY_BUDGET: RelayBudgetLimits = {
  windowMs: 10_000,
  bytes: 48 * 1024 * 1024,
  offences: { 'invalid frame': 500, 'late event': 2000, 'off-filter event': 2000, 'forged event': 50 },
}

const PLURAL: Record<RelayOffence, string> = {
  'invalid frame': 'invalid frames',
  'late event': 'events after CLOSE',
  'off-filter event': 'events off its filters',
  'forged event': 'events with a bad id or signature',
}

/** Counts one connection's traffic and offences per window; `charge` returns why the relay is over budget, or null. */
export function createRelayBudget(clock: Clock, limits: RelayBudgetLimits = RELAY_BUDGET) {
  let windowStart = clock.now()
  let bytes = 0
  let counts: Partial<Record<RelayOffence, number>> = {}

  function roll() {
    if (clock.now() - windowStart < limits.windowMs) return
    windowStart = clock.now()
    bytes = 0
    counts = {}
  }
  const seconds = () => `${Math.round(limits.windowMs / 1000)} s`

  return {
    /** Bytes of one frame received. */
    received(size: number): string | null {
      roll()
      bytes += size
      return bytes > limits.bytes ? `sent ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds()}` : null
    },
    offence(offence: RelayOffence, count = 1): string | null {
      roll()
      const total = (counts[offence] ?? 0) + count
      counts[offence] = total
      return total > limits.offences[offence] ? `sent ${total} ${PLURAL[offence]} in ${seconds()}` : null
    },
    /** A fresh window, e.g. for a new socket. */
    reset(): void {
      windowStart = clock.now()
      bytes = 0
      counts = {}
    },
  }
}

/** The budget of one connection. */
export type RelayBudget = ReturnType<typeof createRelayBudget>
