import { systemClock, type Clock } from '../policies/clock'
import type { DatabaseHandle } from './database-handle'
import { FLUSH_INTERVAL_MS, TABLE_CAPS, type TableCaps, type TableName } from './db-limits'
import { enforceCap } from './evict'

/** Rows waiting to be written, flushed together at most every 10 s, on `pagehide` and on dispose. */
export interface WriteBuffer {
  put(table: TableName, row: unknown): void
  /** Rows of `table` not yet written, including those being written (newest put last). */
  pending(table: TableName): readonly unknown[]
  /** Writes everything now, then trims the touched tables to their caps. */
  flush(): Promise<void>
  /** Flushes and stops the timer and the page listener. */
  dispose(): Promise<void>
}

/** Options of createWriteBuffer. */
export interface WriteBufferOptions {
  clock?: Clock
  intervalMs?: number
  caps?: Partial<TableCaps>
  /** Where `pagehide` is listened for (default globalThis when it has addEventListener). */
  page?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}

/** Buffers writes to the local database so a burst of events costs one transaction. */
export function createWriteBuffer(db: DatabaseHandle, opts: WriteBufferOptions = {}): WriteBuffer {
  const clock = opts.clock ?? systemClock
  const caps: TableCaps = { ...TABLE_CAPS, ...opts.caps }
  let rows = new Map<TableName, unknown[]>()
  let inFlight = new Map<TableName, unknown[]>()
  let timer: unknown = null
  let writing: Promise<void> = Promise.resolve()
  const page = opts.page ?? pageTarget()
  const onPageHide = () => void flush()
  page?.addEventListener('pagehide', onPageHide)

  function flush(): Promise<void> {
    clock.clearTimeout(timer)
    timer = null
    const batch = rows
    rows = new Map()
    if (batch.size === 0) return writing
    writing = writing.then(async () => {
      inFlight = batch
      await write(db, batch, caps)
      inFlight = new Map()
    })
    return writing
  }

  return {
    put(table, row) {
      const list = rows.get(table) ?? []
      list.push(row)
      rows.set(table, list)
      timer ??= clock.setTimeout(() => void flush(), opts.intervalMs ?? FLUSH_INTERVAL_MS)
    },
    pending: (table) => [...(inFlight.get(table) ?? []), ...(rows.get(table) ?? [])],
    flush,
    async dispose() {
      page?.removeEventListener('pagehide', onPageHide)
      await flush()
    },
  }
}

async function write(db: DatabaseHandle, batch: Map<TableName, unknown[]>, caps: TableCaps): Promise<void> {
  const names = [...batch.keys()]
  await db.use(async (d) => {
    await d.transaction('rw', names, async () => {
      for (const [name, list] of batch) await d.table(name).bulkPut(list)
    })
    for (const name of names) await enforceCap(d, name, caps)
    if (names.includes('events') && !names.includes('eventTags')) await enforceCap(d, 'eventTags', caps)
  }, undefined)
}

function pageTarget(): WriteBufferOptions['page'] {
  const target = globalThis as Partial<EventTarget>
  return typeof target.addEventListener === 'function' ? (target as EventTarget) : undefined
}
