import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { createTaskQueue } from './task-queue'
import { createTtlCache } from './ttl-cache'

describe('createTtlCache', () => {
  it('expires entries after the time to live and evicts the least recently used beyond the cap', () => {
    const clock = createManualClock()
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: 1000, clock })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    clock.advance(999)
    expect(cache.get('a')).toBe(1)
    clock.advance(1)
    expect(cache.get('a')).toBeUndefined()
  })
})

describe('createTaskQueue', () => {
  it('never runs more than its concurrency at once and runs every task', async () => {
    const queue = createTaskQueue(3)
    let running = 0
    let highest = 0
    const task = async (value: number) => {
      running += 1
      highest = Math.max(highest, running)
      await new Promise((resolve) => setTimeout(resolve, 1))
      running -= 1
      return value
    }
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => queue.run(() => task(i))))
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(highest).toBe(3)
  })

  it('passes a failure to its caller and keeps going', async () => {
    const queue = createTaskQueue(1)
    const failed = queue.run(() => Promise.reject(new Error('boom')))
    await expect(failed).rejects.toThrow('boom')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
