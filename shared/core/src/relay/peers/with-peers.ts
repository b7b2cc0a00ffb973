import { Observable, filter as keep, lastValueFrom, map, tap, toArray } from 'rxjs'
import { newestFirst } from '../../events/event-order'
import type { NostrEvent } from '../../nostr-types'
import type { PoolMessage, RelayPool, ReqOptions } from '../pool/pool-types'
import type { PeerHubSlot } from './peer-hub'

type EventMessage = Extract<PoolMessage, { type: 'event' }>

/**
 * Relays and peers as one stream: events de-duplicated by id, one 'eose' once both answered, complete (when closing
 * on EOSE) once both did.
 */
function mergeWithPeers(relays: Observable<PoolMessage>, peers: Observable<PoolMessage>, closeOnEose: boolean): Observable<PoolMessage> {
  return new Observable<PoolMessage>((subscriber) => {
    const seen = new Set<string>()
    let eoses = 0
    let completions = 0
    const onMessage = (message: PoolMessage) => {
      if (message.type === 'event') {
        if (seen.has(message.event.id)) return
        seen.add(message.event.id)
        return subscriber.next(message)
      }
      if (++eoses === 2) subscriber.next(message)
      if (eoses === 2 && closeOnEose) subscriber.complete()
    }
    const onComplete = () => ++completions === 2 && subscriber.complete()
    const a = relays.subscribe({ next: onMessage, error: (error) => subscriber.error(error), complete: onComplete })
    const b = peers.subscribe({ next: onMessage, complete: onComplete })
    return () => {
      a.unsubscribe()
      b.unsubscribe()
    }
  })
}

/** The pool with connected peers as extra relays, once the p2p code fills the slot; the pool itself until then. */
export function withPeers(pool: RelayPool, slot: PeerHubSlot): RelayPool {
  const observe = (message: PoolMessage) => message.type === 'event' && slot.current?.observe(message.event)
  const req: RelayPool['req'] = (filters, opts: ReqOptions = {}) => {
    const hub = slot.current
    const relays = pool.req(filters, opts).pipe(tap(observe))
    if (!hub) return relays
    const peers = hub.req(filters)
    if (hub.onlyPeers()) return opts.closeOnEose === false ? peers : closeAfterEose(peers)
    return mergeWithPeers(relays, peers, opts.closeOnEose !== false)
  }
  const query: RelayPool['query'] = async (filters, opts) => {
    const messages = req(filters, { ...opts, closeOnEose: true }).pipe(
      keep((message): message is EventMessage => message.type === 'event'),
      map((message) => message.event),
      toArray(),
    )
    return (await lastValueFrom(messages)).sort(newestFirst)
  }
  const batchedQuery: RelayPool['batchedQuery'] = async (one, opts) => {
    const hub = slot.current
    if (!hub) return pool.batchedQuery(one, opts)
    const fromPeers = query([one])
    if (hub.onlyPeers()) return fromPeers
    const [relayed, peered] = await Promise.all([pool.batchedQuery(one, opts), fromPeers])
    return unique([...relayed, ...peered]).sort(newestFirst)
  }
  const offer = (event: NostrEvent) => slot.current?.publish(event)
  return Object.assign(Object.create(pool) as RelayPool, {
    req,
    query,
    batchedQuery,
    publish: (event: NostrEvent, opts?: Parameters<RelayPool['publish']>[1]) => (offer(event), pool.publish(event, opts)),
    broadcast: (event: NostrEvent, opts?: Parameters<RelayPool['broadcast']>[1]) => (offer(event), pool.broadcast(event, opts)),
  })
}

const closeAfterEose = (messages: Observable<PoolMessage>) =>
  new Observable<PoolMessage>((subscriber) =>
    messages.subscribe({ next: (message) => (subscriber.next(message), message.type === 'eose' && subscriber.complete()), complete: () => subscriber.complete() }),
  )

function unique(events: NostrEvent[]): NostrEvent[] {
  const byId = new Map(events.map((event) => [event.id, event]))
  return [...byId.values()]
}
