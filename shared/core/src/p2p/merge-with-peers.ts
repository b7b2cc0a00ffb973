import { Observable, filter as keep, lastValueFrom, map, toArray } from 'rxjs'
import { newestFirst } from '../events/event-order'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PoolMessage } from '../relay/pool/pool-types'

/**
 * Relays and peers as one stream: events de-duplicated by id, one 'eose' once both answered, complete (when closing
 * on EOSE) once both did.
 */
export function mergeWithPeers(relays: Observable<PoolMessage>, peers: Observable<PoolMessage>, closeOnEose: boolean): Observable<PoolMessage> {
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

/** The peers' stream alone, completed at its EOSE when the subscription closes on EOSE. */
export const peersOnly = (peers: Observable<PoolMessage>, closeOnEose: boolean) =>
  !closeOnEose
    ? peers
    : new Observable<PoolMessage>((subscriber) =>
        peers.subscribe({ next: (message) => (subscriber.next(message), message.type === 'eose' && subscriber.complete()), complete: () => subscriber.complete() }),
      )

/** Events of a peers' query, until their EOSE. */
export async function peersQuery(peers: Observable<PoolMessage>): Promise<NostrEvent[]> {
  const events = peersOnly(peers, true).pipe(
    keep((message): message is Extract<PoolMessage, { type: 'event' }> => message.type === 'event'),
    map((message) => message.event),
    toArray(),
  )
  return lastValueFrom(events)
}

/** A batched relay query with the peers' answers to the same filter: each event once, newest first. */
export async function batchedWithPeers(relays: () => Promise<NostrEvent[]>, peers: (filter: Filter) => Observable<PoolMessage>, filter: Filter, onlyPeers: boolean): Promise<NostrEvent[]> {
  const fromPeers = peersQuery(peers(filter))
  const all = onlyPeers ? await fromPeers : [...(await relays()), ...(await fromPeers)]
  return [...new Map(all.map((event) => [event.id, event])).values()].sort(newestFirst)
}
