import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { createCorrectedClock } from './server-clock'

const HOUR = 3600_000

describe('corrected clock', () => {
  it('follows the server when this machine is an hour behind or ahead', () => {
    const base = createManualClock(1_700_000_000_000)
    const clock = createCorrectedClock(base)
    const serverNow = new Date(base.now() + HOUR).toUTCString()
    clock.learnFromDateHeader(serverNow, base.now() - 100, base.now() + 100)
    expect(Math.abs(clock.now() - (base.now() + HOUR))).toBeLessThanOrEqual(1000)
    clock.learnFromDateHeader(new Date(base.now() - HOUR).toUTCString(), base.now(), base.now())
    expect(Math.abs(clock.now() - (base.now() - HOUR))).toBeLessThanOrEqual(1000)
  })

  it('ignores the header’s rounding, a missing or unreadable header', () => {
    const base = createManualClock(1_700_000_000_000)
    const clock = createCorrectedClock(base)
    clock.learnFromDateHeader(new Date(base.now() + 2000).toUTCString(), base.now(), base.now())
    expect(clock.offsetMs()).toBe(0)
    clock.learnFromDateHeader(null, base.now(), base.now())
    clock.learnFromDateHeader('not a date', base.now(), base.now())
    expect(clock.now()).toBe(base.now())
  })

  it('runs timers on the base clock', () => {
    const base = createManualClock()
    const clock = createCorrectedClock(base)
    clock.learnFromDateHeader(new Date(base.now() + HOUR).toUTCString(), base.now(), base.now())
    let fired = false
    clock.setTimeout(() => (fired = true), 1000)
    base.advance(1000)
    expect(fired).toBe(true)
  })
})
