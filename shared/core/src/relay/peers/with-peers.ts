import { filter as keep, lastValueFrom, map, tap, toArray } from 'rxjs'
import { newestFirst } from '../../events/event-order'
import type { NostrEvent } from '../../nostr-types'
import type { PoolMessage, RelayPool, ReqOptions } from '../pool/pool-types'
import type { PeerHubSlot } from './peer-hub'

type EventMessage = Extract<PoolMessage, { type: 'event' }>

/**
 * The pool with connected peers as extra relays once the p2p code fills the slot (the merging is its code, loaded
 * with it); the pool itself until then.
 */
export function withPeers(pool: RelayPool, slot: PeerHubSlot): RelayPool {
  const observe = (message: PoolMessage) => message.type === 'event' && slot.current?.observe(message.event)
  const req: RelayPool['req'] = (filters, opts: ReqOptions = {}) => {
    const relays = pool.req(filters, opts).pipe(tap(observe))
    return slot.current ? slot.current.withPeers(relays, filters, opts.closeOnEose !== false) : relays
  }
  const query: RelayPool['query'] = async (filters, opts) => {
    const messages = req(filters, { ...opts, closeOnEose: true }).pipe(
      keep((message): message is EventMessage => message.type === 'event'),
      map((message) => message.event),
      toArray(),
    )
    return (await lastValueFrom(messages)).sort(newestFirst)
  }
  const batchedQuery: RelayPool['batchedQuery'] = (one, opts) =>
    slot.current ? slot.current.batchedQuery(() => pool.batchedQuery(one, opts), one) : pool.batchedQuery(one, opts)
  const offer = (event: NostrEvent) => slot.current?.publish(event)
  return Object.assign(Object.create(pool) as RelayPool, {
    req,
    query,
    batchedQuery,
    publish: (event: NostrEvent, opts?: Parameters<RelayPool['publish']>[1]) => (offer(event), pool.publish(event, opts)),
    broadcast: (event: NostrEvent, opts?: Parameters<RelayPool['broadcast']>[1]) => (offer(event), pool.broadcast(event, opts)),
  })
}
