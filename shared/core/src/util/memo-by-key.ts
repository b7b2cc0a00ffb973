/**
 * `fn` remembered per string argument, at most `max` entries (the oldest entry goes first). For pure, hot functions
 * called with few distinct keys on every render, such as bech32 encoding of the same authors' keys.
 */
export function memoByKey<T>(fn: (key: string) => T, max = 1000): (key: string) => T {
  const cache = new Map<string, T>()
  return (key) => {
    if (cache.has(key)) return cache.get(key) as T
    const value = fn(key)
    if (cache.size >= max) cache.delete(cache.keys().next().value as string)
    cache.set(key, value)
    return value
  }
}
