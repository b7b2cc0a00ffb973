import { catchError, filter, lastValueFrom, map, of, toArray, type Observable } from 'rxjs'
import { newestFirst } from '../events/event-order'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PoolMessage, RelayPool, ReqOptions } from '../relay/pool/pool-types'
import { mergeReqs } from './outbox-req'
import type { Outbox } from './outbox'

const hasAuthors = (filters: Filter[]) => filters.some((f) => (f.authors?.length ?? 0) > 0)

/**
 * The pool with author queries widened by the outbox model (NIP-65): a query naming authors asks the authors'
 * relays as well as the pool's own, unless the caller chose relays itself. The pool's relays stay in, so a
 * stale or unreachable relay list never hides notes the user's relays have. `req` streams the same union.
 */
export function withOutbox<P extends RelayPool>(pool: P, outbox: Pick<Outbox, 'reqOutbox'>): P {
  async function viaOutbox(filters: Filter[], opts?: ReqOptions): Promise<NostrEvent[]> {
    return lastValueFrom(
      outbox.reqOutbox(filters, { ...opts, closeOnEose: true }).pipe(
        filter((message) => message.type === 'event'),
        map((message) => (message as { event: NostrEvent }).event),
        toArray(),
      ),
    ).catch(() => [])
  }
  return {
    ...pool,
    req(filters: Filter[], opts?: ReqOptions): Observable<PoolMessage> {
      if (opts?.relays || !hasAuthors(filters)) return pool.req(filters, opts)
      // An outbox failure (e.g. relay lists not loading) leaves the pool's own answer: it ends with an EOSE of its own.
      const outboxSide = outbox.reqOutbox(filters, opts).pipe(catchError(() => of<PoolMessage>({ type: 'eose' })))
      return mergeReqs([pool.req(filters, opts), outboxSide])
    },
    async query(filters: Filter[], opts?: ReqOptions): Promise<NostrEvent[]> {
      if (opts?.relays || !hasAuthors(filters)) return pool.query(filters, opts)
      const [own, outboxEvents] = await Promise.all([pool.query(filters, opts), viaOutbox(filters, opts)])
      const byId = new Map([...own, ...outboxEvents].map((event) => [event.id, event]))
      // Two sources may each fill the limit: keep the newest, as one relay answering would.
      const limit = filters.reduce((sum, f) => sum + (f.limit ?? Infinity), 0)
      return [...byId.values()].sort(newestFirst).slice(0, limit)
    },
  }
}
