import { describe, expect, it } from 'vitest'
import { reconnectDelay, shouldRetry } from './backoff'

describe('reconnect backoff', () => {
  it('doubles from 1000 ms and caps at 30000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('allows at most 5 attempts', () => {
    expect([1, 5, 6].map(shouldRetry)).toEqual([true, true, false])
  })
})
