import { filter as keep, lastValueFrom, map, tap, toArray } from 'rxjs'
import { newestFirst } from '../events/event-order'
import type { PoolMessage, RelayPool } from '../relay/pool/pool-types'
import type { EventStore } from './event-store'

type EventMessage = Extract<PoolMessage, { type: 'event' }>

/**
 * The pool, with every event it delivers (and the relay it came from) saved in the event store, and every event it
 * publishes too: the user's own note opens (and is served to peers) even while no relay has taken it.
 */
export function withEventCache<P extends Pick<RelayPool, 'req' | 'query'> & Partial<Pick<RelayPool, 'publish' | 'broadcast'>>>(pool: P, store: Pick<EventStore, 'save'>): P {
  const req: RelayPool['req'] = (filters, opts) =>
    pool.req(filters, opts).pipe(tap((message) => message.type === 'event' && store.save(message.event, message.relay)))
  const query: RelayPool['query'] = async (filters, opts) => {
    const events = await lastValueFrom(
      req(filters, { ...opts, closeOnEose: true }).pipe(
        keep((message): message is EventMessage => message.type === 'event'),
        map((message) => message.event),
        toArray(),
      ),
    )
    return events.sort(newestFirst)
  }
  const own: Partial<RelayPool> = {}
  if (pool.publish) own.publish = (event, opts) => (store.save(event), pool.publish!(event, opts))
  if (pool.broadcast) own.broadcast = (event, opts) => (store.save(event), pool.broadcast!(event, opts))
  // Inherit from the pool rather than spreading it, so class-based pools keep their prototype methods.
  return Object.assign(Object.create(pool) as P, { req, query, ...own })
}
