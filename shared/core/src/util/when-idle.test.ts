import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('waits for the idle callback, at most a second, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7)
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const task = vi.fn()
    const cancel = whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    ;(requestIdleCallback.mock.calls[0] as unknown as [() => void])[0]()
    expect(task).toHaveBeenCalledOnce()
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('runs on the next task where there is no idle callback, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const task = vi.fn()
    whenIdle(task)
    const cancelled = vi.fn()
    whenIdle(cancelled)()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
