import { lastValueFrom, takeUntil, toArray, filter as keep, map, Subject } from 'rxjs'
import type { DatabaseHandle } from '../../db/database-handle'
import { newestFirst } from '../../events/event-order'
import { systemClock, type Clock } from '../../policies/clock'
import { defaultVerifier, type Verifier } from '../../policies/verifier'
import { ratioVerifier } from '../../policies/verify-ratio'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { PublishResult } from '../connection/connection-types'
import type { AuthSigner } from '../connection/relay-auth'
import { quietEnvironment, type RelayEnvironment } from '../environment/relay-environment'
import { startSleepDetector } from '../environment/sleep-detector'
import { isValidEventShape } from '../protocol/event-shape'
import { DEFAULT_QUORUM, countAccepted, isWorthResending, trackPublish } from '../publish/publish-tracker'
import { normalizeRelayUrls } from '../relay-url'
import { createUnpublishedResender } from '../unpublished/unpublished-resender'
import { createUnpublishedStore } from '../unpublished/unpublished-store'
import { createQueryBatcher } from './batched-query'
import { createConnectionRegistry } from './connection-registry'
import { createEventRelayBook } from './event-relay-book'
import type { VerifySchedule } from '../../policies/verify-schedule'
import { createReq } from './pool-req'
import { DEFAULT_PUBLISH_TIMEOUT_MS, type PublishOptions, type RelayPool, type ReqOptions } from './pool-types'

/** Relays and injected policies of a pool. */
export interface RelayPoolOptions {
  relays: string[]
  /** Called for every event (default: nostr-tools' check behind the per-relay signature check ratio of spec 3 §9). */
  verifier?: Verifier
  WebSocketImpl?: typeof WebSocket
  clock?: Clock
  /** NIP-42: signs kind-22242 events when a relay asks for authentication. */
  authSigner?: AuthSigner
  /** Foreground / network-back signals (browserEnvironment() in a page); none by default. */
  environment?: RelayEnvironment
  /** Where unpublished events and event relays are kept; without it they live in memory only. */
  db?: DatabaseHandle
  /** Disabled relays: never connected. */
  blockedRelays?: string[]
  /** Watch for machine sleep (10 s timer) and reconnect everything after it (default true). */
  detectSleep?: boolean
  /** Told of every frame a relay sent that was dropped unread (the relay worker's drop log). */
  onDrop?(url: string, reason: string): void
  /** Runs the signature checks (e.g. time-sliced, id lookups first); by default each runs as its event arrives. */
  verifySchedule?: VerifySchedule
}

/** The relay pool of spec 3 §4: connections, subscriptions with one EOSE, publishing with a quorum. */
export function createRelayPool(opts: RelayPoolOptions): RelayPool {
  const clock = opts.clock ?? systemClock
  const verifier = opts.verifier ?? ratioVerifier(defaultVerifier, { clock })
  const store = opts.db ? createUnpublishedStore(opts.db, clock) : null
  const registry = createConnectionRegistry({
    WebSocketImpl: opts.WebSocketImpl,
    clock,
    authSigner: opts.authSigner,
    onDrop: opts.onDrop,
    onUsable: (url) => void resender?.relayConnected(url),
  })
  const eventRelayBook = createEventRelayBook({ clock, db: opts.db })
  const shutdown = new Subject<void>()
  let closed = false

  const resolveUrls = (relays?: string[]) => {
    if (closed) return []
    return relays ? normalizeRelayUrls(relays).filter((url) => !registry.isBlocked(url)) : registry.urls()
  }

  const publishTo = async (url: string, event: NostrEvent, timeoutMs = DEFAULT_PUBLISH_TIMEOUT_MS): Promise<PublishResult> => {
    const lease = registry.acquire(url)
    try {
      return await lease.connection.publish(event, timeoutMs)
    } finally {
      lease.release()
    }
  }
  const resender = store ? createUnpublishedResender({ store, publishTo: (url, event) => publishTo(url, event), poolUrls: registry.urls }) : null

  function req(filters: Filter[], reqOpts?: ReqOptions) {
    const deps = { clock, verifier, verifySchedule: opts.verifySchedule, resolveUrls, acquire: registry.acquire, onEventRelay: eventRelayBook.add }
    return createReq(deps, filters, reqOpts).pipe(takeUntil(shutdown))
  }

  async function query(filters: Filter[], reqOpts?: ReqOptions): Promise<NostrEvent[]> {
    const events = await lastValueFrom(
      req(filters, { ...reqOpts, closeOnEose: true }).pipe(
        keep((message) => message.type === 'event'),
        map((message) => message.event),
        toArray(),
      ),
    )
    return events.sort(newestFirst)
  }
  const batched = createQueryBatcher((filters, relays) => query(filters, { relays }), clock)

  function broadcast(event: NostrEvent, publishOpts: PublishOptions = {}) {
    const urls = resolveUrls(publishOpts.relays)
    const quorum = publishOpts.quorum ?? DEFAULT_QUORUM
    const timeoutMs = publishOpts.timeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS
    const valid = isValidEventShape(event)
    const tracker = trackPublish(
      urls,
      (url) => (valid ? publishTo(url, event, timeoutMs) : Promise.resolve({ relay: url, ok: false, message: 'Invalid event' })),
      quorum,
    )
    const kept = tracker.results.then(async (results) => {
      if (!valid || !store || closed || countAccepted(results) >= quorum) return
      if (results.length === 0 || results.some(isWorthResending)) await store.add(event, publishOpts.relays ? urls : [])
    })
    const done = kept.then(() => tracker.done)
    done.catch(() => {}) // callers may only watch status$
    return { status$: tracker.status$, results: kept.then(() => tracker.results), done }
  }

  function publish(event: NostrEvent, publishOpts: PublishOptions = {}): Promise<PublishResult[]> {
    return broadcast(event, publishOpts).results
  }

  const stopEnvironment = (opts.environment ?? quietEnvironment).subscribe((signal) => {
    if (signal === 'sleep') registry.restartAll('The machine slept')
    else registry.reconnectDown()
  })
  const stopSleep = opts.detectSleep === false ? () => {} : startSleepDetector(clock, () => registry.restartAll('The machine slept'))

  function close() {
    if (closed) return
    closed = true
    stopEnvironment()
    stopSleep()
    eventRelayBook.dispose()
    shutdown.next()
    shutdown.complete()
    registry.close()
  }

  if (opts.blockedRelays) registry.setBlocked(opts.blockedRelays)
  registry.setRelays(opts.relays)
  return {
    status$: registry.status$.asObservable(),
    setRelays: (urls) => void (closed || registry.setRelays(urls)),
    setBlockedRelays: (urls) => void (closed || registry.setBlocked(urls)),
    req,
    query,
    publish,
    broadcast,
    batchedQuery: (filter, batchOpts) => batched(filter, batchOpts?.relays),
    eventRelays: eventRelayBook.get,
    close,
  }
}
