import { Observable } from 'rxjs'
import type { Filter } from '../nostr-types'
import type { PoolMessage, RelayPool, ReqOptions } from '../relay/pool/pool-types'

/**
 * Splits filters by relay: a filter with authors goes to each relay chosen for some of its authors,
 * narrowed to those authors; a filter without authors goes to the default relays.
 */
export function routeFilters(
  filters: readonly Filter[],
  authorsByRelay: ReadonlyMap<string, string[]>,
  defaults: readonly string[],
): Map<string, Filter[]> {
  const routed = new Map<string, Filter[]>()
  const add = (relay: string, filter: Filter) => routed.set(relay, [...(routed.get(relay) ?? []), filter])
  for (const filter of filters) {
    if (!filter.authors || filter.authors.length === 0) {
      defaults.forEach((relay) => add(relay, filter))
      continue
    }
    for (const [relay, authors] of authorsByRelay) {
      const here = filter.authors.filter((author) => authors.includes(author))
      if (here.length > 0) add(relay, { ...filter, authors: here })
    }
  }
  return routed
}

/** One REQ per relay through the pool, merged: events de-duplicated by id, one 'eose' after every relay's. */
export function mergedReq(pool: Pick<RelayPool, 'req'>, routed: ReadonlyMap<string, Filter[]>, opts: ReqOptions): Observable<PoolMessage> {
  if (routed.size === 0) {
    return new Observable<PoolMessage>((subscriber) => {
      subscriber.next({ type: 'eose' })
      if (opts.closeOnEose ?? true) subscriber.complete()
    })
  }
  return mergeReqs([...routed].map(([relay, filters]) => pool.req(filters, { ...opts, relays: [relay] })))
}

/** Several subscriptions as one: events de-duplicated by id, one 'eose' once every source sent its own. */
export function mergeReqs(sources: Observable<PoolMessage>[]): Observable<PoolMessage> {
  return new Observable<PoolMessage>((subscriber) => {
    const seen = new Set<string>()
    let waitingEose = sources.length
    let running = sources.length
    const subscriptions = sources.map((source) =>
      source.subscribe({
        next: (message) => {
          if (message.type === 'eose') {
            if (--waitingEose === 0) subscriber.next(message)
          } else if (!seen.has(message.event.id)) {
            seen.add(message.event.id)
            subscriber.next(message)
          }
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          if (--running === 0) subscriber.complete()
        },
      }),
    )
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  })
}
