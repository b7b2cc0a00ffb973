import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { createRetry } from './backup-retry'

function retryOnClock() {
  const clock = createManualClock()
  let runs = 0
  const retry = createRetry(clock, () => runs++)
  return { clock, retry, runs: () => runs }
}

describe('backup retry backoff', () => {
  it('waits 2 s, 4 s, 8 s … after consecutive failures, at most 60 s', () => {
    const { clock, retry, runs } = retryOnClock()
    const waits: number[] = []
    for (let failure = 0; failure < 7; failure++) {
      retry.failed()
      waits.push(...clock.pendingDelays())
      clock.runNext()
    }
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000])
    expect(runs()).toBe(7)
  })

  it('keeps one retry pending however many steps fail meanwhile', () => {
    const { clock, retry } = retryOnClock()
    retry.failed()
    retry.failed()
    expect(clock.pendingDelays()).toEqual([2000])
  })

  it('starts again from 2 s after a success', () => {
    const { clock, retry } = retryOnClock()
    retry.failed()
    clock.runNext()
    retry.failed()
    clock.runNext()
    retry.succeeded()
    retry.failed()
    expect(clock.pendingDelays()).toEqual([2000])
  })

  it('stop() cancels the pending retry and any later one', () => {
    const { clock, retry, runs } = retryOnClock()
    retry.failed()
    retry.stop()
    retry.failed()
    clock.advance(120_000)
    expect(clock.pendingDelays()).toEqual([])
    expect(runs()).toBe(0)
  })
})
