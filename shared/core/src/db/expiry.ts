import type { NostrEvent } from '../nostr-types'
import { nowInSeconds, systemClock, type Clock } from '../policies/clock'
import type { DatabaseHandle } from './database-handle'
import { EXPIRY_BATCH_MS } from './db-limits'
import { deleteEventRows } from './evict'

/** NIP-40: the `expiration` tag's unix time, if the event has a valid one. */
export function expirationOf(event: Pick<NostrEvent, 'tags'>): number | undefined {
  const value = event.tags.find((tag) => tag[0] === 'expiration')?.[1]
  const seconds = value === undefined ? NaN : Number(value)
  return Number.isSafeInteger(seconds) && seconds >= 0 ? seconds : undefined
}

/** True when the event carries an expiration at or before `nowSeconds`. */
export function isExpired(event: Pick<NostrEvent, 'tags'>, nowSeconds: number): boolean {
  const expiration = expirationOf(event)
  return expiration !== undefined && expiration <= nowSeconds
}

/** Collects expired event ids and deletes them (with their tags and relay rows) in one batch per 5 s. */
export interface ExpirySweeper {
  add(id: string): void
  /** Finds stored events whose expiration tag has passed and queues them. */
  sweepStored(): Promise<void>
  /** Deletes what was collected now. */
  flush(): Promise<void>
  dispose(): void
}

/** Spec 3 §9: expired-event deletes batched for 5 s. */
export function createExpirySweeper(db: DatabaseHandle, opts: { clock?: Clock; batchMs?: number } = {}): ExpirySweeper {
  const clock = opts.clock ?? systemClock
  let ids = new Set<string>()
  let timer: unknown = null

  let deleting: Promise<void> = Promise.resolve()

  function flush(): Promise<void> {
    clock.clearTimeout(timer)
    timer = null
    const batch = [...ids]
    ids = new Set()
    if (batch.length > 0) deleting = deleting.then(() => deleteEvents(batch))
    return deleting
  }

  async function deleteEvents(batch: string[]) {
    await db.use(async (d) => {
      await d.events.bulkDelete(batch)
      await deleteEventRows(d, batch)
    }, undefined)
  }

  function add(id: string) {
    ids.add(id)
    timer ??= clock.setTimeout(() => void flush(), opts.batchMs ?? EXPIRY_BATCH_MS)
  }

  async function sweepStored() {
    const now = nowInSeconds(clock)
    const rows = await db.read(
      (d) => d.eventTags.where('[name+value]').between(['expiration', ''], ['expiration', '\uffff'], true, true).toArray(),
      [],
    )
    for (const row of rows) if (Number(row.value) <= now) add(row.eventId)
  }

  return { add, sweepStored, flush, dispose: () => clock.clearTimeout(timer) }
}
