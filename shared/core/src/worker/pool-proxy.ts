import { BehaviorSubject, Observable, ReplaySubject, filter, lastValueFrom, map, toArray, type Subscriber } from 'rxjs'
import { newestFirst } from '../events/event-order'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PublishResult, RelayStatus } from '../relay/connection/connection-types'
import type { AuthSigner } from '../relay/connection/relay-auth'
import type { RelayEnvironment } from '../relay/environment'
import type { PoolMessage, PublishOptions, RelayPool, ReqOptions } from '../relay/pool/pool-types'
import { DEFAULT_QUORUM, countAccepted, quorumError, type PublishTracker, type RelayPublishStatus } from '../relay/publish/publish-tracker'
import type { AuthTemplate, ClientMessage, HostMessage, HostStats, Port, SubUpdate } from './protocol'
import { createRelaySightings } from './relay-sightings'

/** A RelayPool whose sockets live in a worker; `stats()` reports what the worker did. */
export interface WorkerRelayPool extends RelayPool {
  stats(): Promise<HostStats | null>
}

/** The tab's end of the protocol. */
export type ClientPort = Port<HostMessage, ClientMessage>

type Pending = { resolve: (value: never) => void; whenClosed: unknown; statuses?: ReplaySubject<RelayPublishStatus[]> }
type Live = { subscriber: Subscriber<PoolMessage>; onState?: ReqOptions['onState'] }

/**
 * The RelayPool interface on the main thread, proxied to a relay host over `port`.
 * `onClose` releases the transport (terminate the worker, close the port); `authSigner` answers
 * the worker's NIP-42 'sign-auth' requests (without one they fail with 'Signer required').
 */
export function createPoolProxy(
  port: ClientPort,
  opts: { relays: string[]; onClose?: () => void; authSigner?: AuthSigner; environment?: RelayEnvironment },
): WorkerRelayPool {
  const status$ = new BehaviorSubject<RelayStatus[]>([])
  const subs = new Map<number, Live>()
  const calls = new Map<number, Pending>()
  const sightings = createRelaySightings()
  let next = 0
  let closed = false
  const post = (message: ClientMessage) => port.postMessage(message)

  function call<T>(message: (call: number) => ClientMessage, whenClosed: T, statuses?: Pending['statuses']): Promise<T> {
    if (closed) return Promise.resolve(whenClosed)
    const id = ++next
    return new Promise<T>((resolve) => {
      calls.set(id, { resolve: resolve as (value: never) => void, whenClosed, statuses })
      post(message(id))
    })
  }
  const settle = (id: number, value: unknown) => {
    calls.get(id)?.resolve(value as never)
    calls.get(id)?.statuses?.complete()
    calls.delete(id)
  }

  function apply(update: SubUpdate) {
    const live = subs.get(update.sub)
    if (!live) return
    if (update.type === 'event') {
      sightings.add(update.event.id, update.relay)
      return live.subscriber.next({ type: 'event', event: update.event, relay: update.relay })
    }
    if (update.type === 'eose') return live.subscriber.next({ type: 'eose' })
    if (update.type === 'state') return live.onState?.(update.state)
    subs.delete(update.sub)
    if (update.type === 'complete') live.subscriber.complete()
    else live.subscriber.error(new Error(update.message))
  }

  async function signAuth(requestId: number, template: AuthTemplate) {
    try {
      if (!opts.authSigner) throw new Error('Signer required')
      const { id, pubkey, created_at, kind, tags, content, sig } = await opts.authSigner(template)
      if (!closed) post({ type: 'signed-auth', requestId, event: { id, pubkey, created_at, kind, tags, content, sig } })
    } catch (error) {
      if (!closed) post({ type: 'sign-auth-failed', requestId, error: String((error as Error)?.message ?? error) })
    }
  }

  port.onmessage = ({ data }) => {
    if (data.type === 'batch') data.updates.forEach(apply)
    else if (data.type === 'status') status$.next(data.relays)
    else if (data.type === 'published') settle(data.call, data.results)
    else if (data.type === 'publish-status') calls.get(data.call)?.statuses?.next(data.statuses)
    else if (data.type === 'queried') settle(data.call, data.error === undefined ? data.events : new Error(data.error))
    else if (data.type === 'stats') settle(data.call, data.stats)
    else if (data.type === 'sign-auth') void signAuth(data.requestId, data.template)
  }

  function req(filters: Filter[], reqOpts: ReqOptions = {}): Observable<PoolMessage> {
    return new Observable<PoolMessage>((subscriber) => {
      if (closed) {
        subscriber.next({ type: 'eose' })
        return subscriber.complete()
      }
      const sub = ++next
      const { onState, ...wire } = reqOpts
      subs.set(sub, { subscriber, onState })
      post({ type: 'req', sub, filters, opts: { ...wire, ...(onState ? { withState: true } : {}) } })
      return () => {
        if (subs.delete(sub) && !closed) post({ type: 'unsub', sub })
      }
    })
  }

  async function query(filters: Filter[], reqOpts?: ReqOptions): Promise<NostrEvent[]> {
    const events = await lastValueFrom(
      req(filters, { ...reqOpts, closeOnEose: true }).pipe(
        filter((message) => message.type === 'event'),
        map((message) => message.event),
        toArray(),
      ),
    )
    return events.sort(newestFirst)
  }

  function broadcast(event: NostrEvent, publishOpts: PublishOptions = {}): PublishTracker {
    const statuses = new ReplaySubject<RelayPublishStatus[]>(1)
    const results = call<PublishResult[]>((id) => ({ type: 'broadcast', call: id, event, opts: publishOpts }), [], statuses)
    if (closed) statuses.complete()
    const quorum = publishOpts.quorum ?? DEFAULT_QUORUM
    const done = results.then((all) => {
      if (countAccepted(all) < quorum) throw quorumError(countAccepted(all), quorum)
      return all
    })
    done.catch(() => {})
    return { status$: statuses.asObservable(), results, done }
  }

  async function batchedQuery(one: Filter, batchOpts?: { relays?: string[] }): Promise<NostrEvent[]> {
    const answer = await call<NostrEvent[] | Error>((id) => ({ type: 'batchedQuery', call: id, filter: one, relays: batchOpts?.relays }), [])
    if (answer instanceof Error) throw answer
    return answer
  }

  function close() {
    if (closed) return
    closed = true
    post({ type: 'bye' })
    port.onmessage = null
    for (const live of subs.values()) live.subscriber.complete()
    subs.clear()
    for (const id of [...calls.keys()]) settle(id, calls.get(id)?.whenClosed)
    status$.complete()
    stopEnvironment?.()
    opts.onClose?.()
  }

  post({ type: 'relays', urls: opts.relays })
  if (opts.authSigner) post({ type: 'signer', available: true })
  // Foreground and network-back happen in the page: forward them to the worker's pool.
  const stopEnvironment = opts.environment?.subscribe((signal) => void (closed || post({ type: 'environment', signal })))
  return {
    status$: status$.asObservable(),
    setRelays: (urls) => void (closed || post({ type: 'relays', urls })),
    setBlockedRelays: (urls) => void (closed || post({ type: 'blocked', urls })),
    req,
    query,
    publish: (event, publishOpts) => call<PublishResult[]>((id) => ({ type: 'publish', call: id, event, opts: publishOpts }), []),
    broadcast,
    batchedQuery,
    eventRelays: sightings.get,
    stats: () => call<HostStats | null>((id) => ({ type: 'stats', call: id }), null),
    close,
  }
}
