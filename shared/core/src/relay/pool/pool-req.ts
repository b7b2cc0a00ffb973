import { Observable } from 'rxjs'
import type { Clock } from '../../policies/clock'
import type { Verifier } from '../../policies/verifier'
import type { VerifySchedule } from '../../policies/verify-schedule'
import type { Filter } from '../../nostr-types'
import { findFilterProblem } from '../protocol/filter-validation'
import type { ConnectionLease } from './connection-registry'
import { createEoseGate, queryCapacity } from './eose-gate'
import { createEventAcceptor } from './event-acceptor'
import { DEFAULT_EOSE_TIMEOUT_MS, type PoolMessage, type ReqOptions, type SubscriptionState } from './pool-types'

/** What a pooled subscription needs from its pool. */
export interface ReqDeps {
  clock: Clock
  verifier: Verifier
  verifySchedule?: VerifySchedule
  resolveUrls(relays?: string[]): string[]
  acquire(url: string): ConnectionLease
  /** An accepted event was seen on this relay. */
  onEventRelay?(id: string, relay: string): void
}

const OPEN_STATES = new Set(['connected', 'auth requested', 'authenticating', 'authenticated'])

/** One subscription fanned out to several relays, merged into one stream with a single 'eose'. */
export function createReq(deps: ReqDeps, filters: Filter[], opts: ReqOptions = {}): Observable<PoolMessage> {
  return new Observable<PoolMessage>((subscriber) => {
    let state: SubscriptionState = 'initial'
    const setState = (next: SubscriptionState) => {
      if (state === next || state === 'closed') return
      state = next
      opts.onState?.(next)
    }
    opts.onState?.('initial')
    const problem = findFilterProblem(filters)
    if (problem) {
      setState('closed')
      return subscriber.error(new Error(`Invalid filter: ${problem}`))
    }
    const closeOnEose = opts.closeOnEose ?? true
    const urls = deps.resolveUrls(opts.relays)
    const leases = urls.map((url) => deps.acquire(url))
    const penalize = (relay: string, offence: Parameters<ConnectionLease['connection']['penalize']>[0]) =>
      leases.find(({ connection }) => connection.url === relay)?.connection.penalize(offence)
    const acceptor = createEventAcceptor(filters, deps.verifier, deps.clock, deps.onEventRelay, deps.verifySchedule, penalize)
    const gate = createEoseGate({
      urls,
      capacity: queryCapacity(filters),
      clock: deps.clock,
      onFire: () =>
        void acceptor.settled().then(() => {
          subscriber.next({ type: 'eose' })
          setState(closeOnEose ? 'closed' : 'running')
          if (closeOnEose) subscriber.complete()
        }),
    })
    const timer = deps.clock.setTimeout(gate.fire, opts.eoseTimeoutMs ?? DEFAULT_EOSE_TIMEOUT_MS)
    const heard = () => state === 'pending' && setState('waiting')
    const closers = leases.map(({ connection }) =>
      connection.subscribe(
        filters,
        {
          onEvent: (event) => {
            heard()
            acceptor.accept(event, connection.url, (accepted) => {
              subscriber.next({ type: 'event', event: accepted, relay: connection.url })
              gate.accepted()
            })
          },
          onEose: () => (heard(), gate.answered(connection.url)),
          onClosed: () => (heard(), gate.answered(connection.url)),
        },
        { live: !closeOnEose },
      ),
    )
    const anyOpen = leases.some(({ connection }) => OPEN_STATES.has(connection.status().state))
    setState(anyOpen ? 'waiting' : 'pending')
    if (urls.length === 0) gate.fire()
    return () => {
      setState('closed')
      deps.clock.clearTimeout(timer)
      gate.dispose()
      closers.forEach((close) => close())
      leases.forEach((lease) => lease.release())
    }
  })
}
