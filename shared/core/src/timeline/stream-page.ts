import { newestFirst } from '../events/event-order'
import type { Filter, NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'

/** What a timeline needs of a pool: `req` to stream a page (pools without it are asked with `query`). */
export type PagePool = Pick<RelayPool, 'query'> & Partial<Pick<RelayPool, 'req'>>

/**
 * One page from the relays, newest first, resolved at EOSE; `onArrived` sees the events so far as they come
 * (one call per burst: the relay worker delivers events in batches). Never more than the filter's limit: when two
 * sources (the pool's relays and the authors' outbox relays) each fill it, the newest are kept, leaving no gap.
 */
export function streamPage(pool: PagePool, request: Filter, relays: string[] | undefined, onArrived: (events: NostrEvent[]) => void): Promise<NostrEvent[]> {
  const options = relays && { relays }
  if (!pool.req) return pool.query([request], options)
  const req = pool.req
  return new Promise((resolve, reject) => {
    const events: NostrEvent[] = []
    const newest = () => [...events].sort(newestFirst).slice(0, request.limit ?? Infinity)
    let flushQueued = false
    const flush = () => {
      flushQueued = false
      onArrived(newest())
    }
    req([request], { ...options, closeOnEose: true }).subscribe({
      next: (message) => {
        if (message.type !== 'event') return
        events.push(message.event)
        if (!flushQueued) queueMicrotask(flush)
        flushQueued = true
      },
      error: reject,
      complete: () => resolve(newest()),
    })
  })
}
