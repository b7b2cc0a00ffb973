import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { createRelayBudget, type RelayBudgetLimits } from './relay-budget'

const limits: RelayBudgetLimits = {
  windowMs: 1000,
  bytes: 100,
  offences: { 'invalid frame': 3, 'late event': 2, 'off-filter event': 2, 'forged event': 1 },
}

describe('relay budget', () => {
  it('allows up to each limit within a window and names the excess', () => {
    const budget = createRelayBudget(createManualClock(), limits)
    expect(budget.offence('invalid frame', 3)).toBeNull()
    expect(budget.offence('invalid frame')).toBe('sent 4 invalid frames in 1 s')
    expect(budget.offence('forged event')).toBeNull()
    expect(budget.offence('forged event')).toBe('sent 2 events with a bad id or signature in 1 s')
  })

  it('counts bytes received', () => {
    const budget = createRelayBudget(createManualClock(), { ...limits, bytes: 2 * 1024 * 1024 })
    expect(budget.received(1024 * 1024)).toBeNull()
    expect(budget.received(1024 * 1024)).toBeNull()
    expect(budget.received(1)).toBe('sent 2.0 MB in 1 s')
  })

  it('starts afresh in each window and after reset', () => {
    const clock = createManualClock()
    const budget = createRelayBudget(clock, limits)
    expect(budget.offence('late event', 2)).toBeNull()
    clock.advance(1000)
    expect(budget.offence('late event', 2)).toBeNull()
    budget.reset()
    expect(budget.offence('late event', 2)).toBeNull()
    expect(budget.offence('late event')).toBe('sent 3 events after CLOSE in 1 s')
  })
})
