import { describe, expect, it } from 'vitest'
import { jitteredReconnectDelay, reconnectDelay, shouldRetry } from './backoff'

describe('reconnect backoff', () => {
  it('doubles from 1000 ms and caps at 30000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('waits a random point in the upper half of the nominal delay, so dropped clients spread out', () => {
    expect(jitteredReconnectDelay(1, () => 0)).toBe(500)
    expect(jitteredReconnectDelay(1, () => 1)).toBe(1000)
    expect(jitteredReconnectDelay(6, () => 0.5)).toBe(22500)
    const delays = Array.from({ length: 200 }, () => jitteredReconnectDelay(3))
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2000)
    expect(Math.max(...delays)).toBeLessThanOrEqual(4000)
    expect(new Set(delays.map((delay) => Math.floor(delay / 250))).size).toBeGreaterThan(4) // not all in one bucket
  })

  it('allows at most 5 attempts', () => {
    expect([1, 5, 6].map(shouldRetry)).toEqual([true, true, false])
  })
})
