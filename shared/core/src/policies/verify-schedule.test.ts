import { describe, expect, it } from 'vitest'
import { createVerifySchedule } from './verify-schedule'

/** A schedule whose slices run when the test says, each doing `perSlice` checks (a fake clock of 1 ms per check). */
function steppedSchedule(perSlice: number) {
  let time = 0
  const slices: Array<() => void> = []
  const schedule = createVerifySchedule({ sliceMs: perSlice, now: () => time, yieldTask: (next) => void slices.push(next) })
  const order: string[] = []
  const check = (name: string, valid = true) => () => {
    time += 1
    order.push(name)
    return valid
  }
  return { schedule, order, check, runSlice: () => slices.shift()?.() }
}

describe('createVerifySchedule', () => {
  it('checks in slices, yielding between them, and resolves each verdict', async () => {
    const { schedule, order, check, runSlice } = steppedSchedule(2)
    const verdicts = ['a', 'b', 'c'].map((name) => schedule(check(name, name !== 'b'), false))
    expect(order).toEqual([])
    runSlice()
    expect(order).toEqual(['a', 'b'])
    runSlice()
    expect(order).toEqual(['a', 'b', 'c'])
    expect(await Promise.all(verdicts)).toEqual([true, false, true])
  })

  it('runs the checks of id lookups before those of bulk streams queued earlier', () => {
    const { schedule, order, check, runSlice } = steppedSchedule(2)
    for (const name of ['stream 1', 'stream 2', 'stream 3']) void schedule(check(name), false)
    runSlice()
    void schedule(check('lookup'), true)
    runSlice()
    expect(order).toEqual(['stream 1', 'stream 2', 'lookup', 'stream 3'])
  })

  it('treats a check that throws or rejects as invalid', async () => {
    const { schedule, runSlice } = steppedSchedule(5)
    const thrown = schedule(() => {
      throw new Error('bad')
    }, false)
    const rejected = schedule(() => Promise.reject(new Error('bad')), false)
    runSlice()
    expect(await Promise.all([thrown, rejected])).toEqual([false, false])
  })
})
