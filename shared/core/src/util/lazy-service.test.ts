import { describe, expect, it, vi } from 'vitest'
import { lazyService } from './lazy-service'

interface Greeter {
  greet(name: string): Promise<string>
  count(): Promise<number>
}

function realGreeter(): Greeter {
  let calls = 0
  return {
    greet: async (name) => `hello ${name} (${++calls})`,
    count: async () => calls,
  }
}

describe('lazyService', () => {
  it('loads nothing until the first call, then loads once for every method', async () => {
    const load = vi.fn(async () => realGreeter())
    const greeter = lazyService(load, ['greet', 'count'])
    expect(load).not.toHaveBeenCalled()
    await expect(Promise.all([greeter.greet('ann'), greeter.greet('bob')])).resolves.toEqual(['hello ann (1)', 'hello bob (2)'])
    await expect(greeter.count()).resolves.toBe(2)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects a call whose load failed, and the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(realGreeter())
    const greeter = lazyService<Greeter, 'greet'>(load, ['greet'])
    await expect(greeter.greet('ann')).rejects.toThrow('chunk failed')
    await expect(greeter.greet('ann')).resolves.toBe('hello ann (1)')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("passes the real service's rejection through", async () => {
    const greeter = lazyService(async () => ({ greet: async (): Promise<string> => Promise.reject(new Error('offline')) }), ['greet'])
    await expect(greeter.greet()).rejects.toThrow('offline')
  })
})
