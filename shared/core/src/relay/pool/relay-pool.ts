import { lastValueFrom, takeUntil, toArray, filter as keep, map, Subject } from 'rxjs'
import { newestFirst } from '../../events/event-order'
import { systemClock, type Clock } from '../../policies/clock'
import { defaultVerifier, type Verifier } from '../../policies/verifier'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { PublishResult } from '../connection/connection-types'
import { isValidEventShape } from '../protocol/event-shape'
import { normalizeRelayUrls } from '../relay-url'
import { createConnectionRegistry } from './connection-registry'
import { createReq } from './pool-req'
import { DEFAULT_PUBLISH_TIMEOUT_MS, type PublishOptions, type RelayPool, type ReqOptions } from './pool-types'

export interface RelayPoolOptions {
  relays: string[]
  verifier?: Verifier
  WebSocketImpl?: typeof WebSocket
  clock?: Clock
}

export function createRelayPool(opts: RelayPoolOptions): RelayPool {
  const clock = opts.clock ?? systemClock
  const verifier = opts.verifier ?? defaultVerifier
  const registry = createConnectionRegistry({ WebSocketImpl: opts.WebSocketImpl, clock })
  const shutdown = new Subject<void>()
  let closed = false

  const resolveUrls = (relays?: string[]) => {
    if (closed) return []
    return relays ? normalizeRelayUrls(relays) : registry.urls()
  }

  function req(filters: Filter[], reqOpts?: ReqOptions) {
    return createReq({ clock, verifier, resolveUrls, acquire: registry.acquire }, filters, reqOpts).pipe(
      takeUntil(shutdown),
    )
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

  async function publish(event: NostrEvent, publishOpts: PublishOptions = {}): Promise<PublishResult[]> {
    const urls = resolveUrls(publishOpts.relays)
    if (!isValidEventShape(event)) return urls.map((relay) => ({ relay, ok: false, message: 'Invalid event' }))
    const timeoutMs = publishOpts.timeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS
    return Promise.all(
      urls.map(async (url) => {
        const lease = registry.acquire(url)
        try {
          return await lease.connection.publish(event, timeoutMs)
        } finally {
          lease.release()
        }
      }),
    )
  }

  function close() {
    if (closed) return
    closed = true
    shutdown.next()
    shutdown.complete()
    registry.close()
  }

  registry.setRelays(opts.relays)
  return {
    status$: registry.status$.asObservable(),
    setRelays(urls) {
      if (!closed) registry.setRelays(urls)
    },
    req,
    query,
    publish,
    close,
  }
}
