import type { Clock } from '../policies/clock'

/** Collects items added within `windowMs` of the first one and hands them over in one batch. */
export function createBatchWindow<T>(windowMs: number, clock: Clock, flush: (items: T[]) => void) {
  let pending = new Set<T>()
  let timer: unknown = null

  function flushNow() {
    const items = [...pending]
    pending = new Set()
    timer = null
    if (items.length > 0) flush(items)
  }

  return {
    add(item: T): void {
      pending.add(item)
      if (timer === null) timer = clock.setTimeout(flushNow, windowMs)
    },
    cancel(): void {
      clock.clearTimeout(timer)
      timer = null
      pending = new Set()
    },
  }
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}
