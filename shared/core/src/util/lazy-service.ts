import { once } from './once'

/** The methods of T that return promises: the only ones a service loaded on first use can offer. */
type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T]

/**
 * A service whose code is downloaded on its first call (`load` is typically a dynamic import): each named method
 * waits for the one load, then calls the real service. A failed load rejects that call and is retried by the next.
 */
export function lazyService<T, K extends AsyncMethods<T>>(load: () => Promise<T>, methods: readonly K[]): Pick<T, K> {
  let loading = once(load)
  const service = {} as Pick<T, K>
  for (const method of methods) {
    const call = async (...args: unknown[]) => {
      const loaded = await loading().catch((error: unknown) => {
        loading = once(load)
        throw error
      })
      return (loaded[method] as (...a: unknown[]) => Promise<unknown>).apply(loaded, args)
    }
    service[method] = call as Pick<T, K>[K]
  }
  return service
}
