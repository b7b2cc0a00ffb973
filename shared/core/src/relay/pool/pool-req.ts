import { Observable, type Subscriber } from 'rxjs'
import type { Clock } from '../../policies/clock'
import type { Verifier } from '../../policies/verifier'
import type { Filter } from '../../nostr-types'
import { findFilterProblem } from '../protocol/filter-validation'
import type { ConnectionLease } from './connection-registry'
import { createEventAcceptor } from './event-acceptor'
import { DEFAULT_EOSE_TIMEOUT_MS, type PoolMessage, type ReqOptions } from './pool-types'

export interface ReqDeps {
  clock: Clock
  verifier: Verifier
  resolveUrls(relays?: string[]): string[]
  acquire(url: string): ConnectionLease
}

/** One subscription fanned out to several relays, merged into one stream with a single 'eose'. */
export function createReq(deps: ReqDeps, filters: Filter[], opts: ReqOptions = {}): Observable<PoolMessage> {
  return new Observable<PoolMessage>((subscriber) => {
    const problem = findFilterProblem(filters)
    if (problem) return subscriber.error(new Error(`Invalid filter: ${problem}`))
    const closeOnEose = opts.closeOnEose ?? true
    const urls = deps.resolveUrls(opts.relays)
    const acceptor = createEventAcceptor(filters, deps.verifier, deps.clock)
    const eose = createEoseGate(subscriber, urls, closeOnEose, () => acceptor.settled())
    const timer = deps.clock.setTimeout(eose.fire, opts.eoseTimeoutMs ?? DEFAULT_EOSE_TIMEOUT_MS)

    const leases = urls.map((url) => deps.acquire(url))
    const closers = leases.map(({ connection }) =>
      connection.subscribe(
        filters,
        {
          onEvent: (event) =>
            acceptor.accept(event, (accepted) => subscriber.next({ type: 'event', event: accepted, relay: connection.url })),
          onEose: () => eose.answered(connection.url),
          onClosed: () => eose.answered(connection.url),
        },
        { live: !closeOnEose },
      ),
    )
    if (urls.length === 0) eose.fire()

    return () => {
      deps.clock.clearTimeout(timer)
      closers.forEach((close) => close())
      leases.forEach((lease) => lease.release())
    }
  })
}

/** Emits 'eose' once: when every relay answered, or when fired by the timeout. */
function createEoseGate(
  subscriber: Subscriber<PoolMessage>,
  urls: string[],
  closeOnEose: boolean,
  settled: () => Promise<void>,
) {
  const waiting = new Set(urls)
  let fired = false

  const fire = () => {
    if (fired) return
    fired = true
    void settled().then(() => {
      subscriber.next({ type: 'eose' })
      if (closeOnEose) subscriber.complete()
    })
  }

  return {
    fire,
    answered(url: string) {
      waiting.delete(url)
      if (waiting.size === 0) fire()
    },
  }
}
