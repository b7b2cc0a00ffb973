import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { chunk, createBatchWindow } from './batch-window'

describe('createBatchWindow', () => {
  it('merges items added within the window into one batch', () => {
    const clock = createManualClock()
    const batches: string[][] = []
    const window = createBatchWindow<string>(30, clock, (items) => batches.push(items))
    window.add('a')
    clock.advance(10)
    window.add('b')
    window.add('a')
    clock.advance(20)
    window.add('c')
    clock.advance(30)
    expect(batches).toEqual([['a', 'b'], ['c']])
  })

  it('drops pending items on cancel', () => {
    const clock = createManualClock()
    const batches: string[][] = []
    const window = createBatchWindow<string>(30, clock, (items) => batches.push(items))
    window.add('a')
    window.cancel()
    clock.advance(100)
    expect(batches).toEqual([])
  })
})

describe('chunk', () => {
  it('splits into chunks of at most the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunk([], 100)).toEqual([])
  })
})
