import { describe, expect, it, vi } from 'vitest'
import { memoByKey } from './memo-by-key'

describe('memoByKey', () => {
  it('computes each key once, and forgets the oldest key beyond its size', () => {
    const upper = vi.fn((key: string) => key.toUpperCase())
    const memo = memoByKey(upper, 2)
    expect([memo('a'), memo('a'), memo('b')]).toEqual(['A', 'A', 'B'])
    expect(upper).toHaveBeenCalledTimes(2)
    memo('c') // 'a' is dropped
    memo('b')
    expect(upper).toHaveBeenCalledTimes(3)
    memo('a')
    expect(upper).toHaveBeenCalledTimes(4)
  })

  it('remembers nothing for a call that throws', () => {
    const fails = vi.fn((key: string) => {
      throw new Error(`bad ${key}`)
    })
    const memo = memoByKey(fails)
    expect(() => memo('x')).toThrow('bad x')
    expect(() => memo('x')).toThrow('bad x')
    expect(fails).toHaveBeenCalledTimes(2)
  })
})
