import { describe, expect, it, vi } from 'vitest'
import { once } from './once'

describe('once', () => {
  it('makes the value on the first call only, even when it is undefined or a promise', async () => {
    const make = vi.fn(() => undefined)
    const lazy = once(make)
    expect(lazy()).toBeUndefined()
    lazy()
    expect(make).toHaveBeenCalledTimes(1)

    const load = vi.fn(async () => 42)
    const lazyLoad = once(load)
    expect(lazyLoad()).toBe(lazyLoad())
    expect(await lazyLoad()).toBe(42)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
