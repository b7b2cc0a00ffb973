import type { Subscription } from 'rxjs'
import { systemClock, type Clock } from '../policies/clock'
import type { RelayPool, SubscriptionState } from '../relay/pool/pool-types'
import { createUpdateBatcher } from './batcher'
import type { ClientMessage, HostMessage, HostStats, Port } from './protocol'

/** A port the host serves: a MessagePort of a SharedWorker, a dedicated worker's scope, or a channel end. */
export type HostPort = Port<ClientMessage, HostMessage>

/**
 * Serves one RelayPool to any number of ports: each port has its own subscriptions, numbered by
 * the tab; unsubscribing sends CLOSE through the pool. Returns `attach(port)` → detach.
 */
export function createRelayHost(deps: { pool: RelayPool; clock?: Clock; stats?: () => HostStats }) {
  const clock = deps.clock ?? systemClock

  function attach(port: HostPort): () => void {
    const subs = new Map<number, Subscription>()
    let attached = true
    const post = (message: HostMessage) => {
      if (!attached) return
      try {
        port.postMessage(message)
      } catch (error) {
        console.warn('relay worker: could not post to a tab', error)
      }
    }
    const batcher = createUpdateBatcher(clock, (updates) => post({ type: 'batch', updates }))
    const status = deps.pool.status$.subscribe((relays) => post({ type: 'status', relays }))

    function subscribe(sub: number, message: Extract<ClientMessage, { type: 'req' }>) {
      const { withState, ...opts } = message.opts ?? {}
      const onState = withState ? (state: SubscriptionState) => batcher.push({ sub, type: 'state', state }) : undefined
      const subscription = deps.pool.req(message.filters, { ...opts, ...(onState ? { onState } : {}) }).subscribe({
        next: (update) =>
          batcher.push(update.type === 'event' ? { sub, type: 'event', event: update.event, relay: update.relay } : { sub, type: 'eose' }),
        error: (error: unknown) => {
          subs.delete(sub)
          batcher.push({ sub, type: 'error', message: (error as Error)?.message ?? String(error) })
        },
        complete: () => {
          subs.delete(sub)
          batcher.push({ sub, type: 'complete' })
        },
      })
      if (!subscription.closed) subs.set(sub, subscription)
    }

    function broadcast({ call, event, opts }: Extract<ClientMessage, { type: 'broadcast' }>) {
      const tracker = deps.pool.broadcast(event, opts)
      tracker.status$.subscribe((statuses) => post({ type: 'publish-status', call, statuses }))
      void tracker.results.then((results) => post({ type: 'published', call, results }))
    }

    function handle(message: ClientMessage) {
      switch (message.type) {
        case 'relays':
          return deps.pool.setRelays(message.urls)
        case 'req':
          return subscribe(message.sub, message)
        case 'unsub':
          subs.get(message.sub)?.unsubscribe()
          subs.delete(message.sub)
          return batcher.drop(message.sub)
        case 'publish':
          return void deps.pool.publish(message.event, message.opts).then(
            (results) => post({ type: 'published', call: message.call, results }),
            () => post({ type: 'published', call: message.call, results: [] }),
          )
        case 'blocked':
          return deps.pool.setBlockedRelays(message.urls)
        case 'broadcast':
          return broadcast(message)
        case 'batchedQuery':
          return void deps.pool.batchedQuery(message.filter, { relays: message.relays }).then(
            (events) => post({ type: 'queried', call: message.call, events }),
            (error: unknown) => post({ type: 'queried', call: message.call, events: [], error: String((error as Error)?.message ?? error) }),
          )
        case 'stats':
          return post({ type: 'stats', call: message.call, stats: deps.stats?.() ?? emptyStats() })
        case 'bye':
          return detach()
      }
    }

    function detach() {
      if (!attached) return
      attached = false
      port.onmessage = null
      batcher.cancel()
      status.unsubscribe()
      for (const subscription of subs.values()) subscription.unsubscribe()
      subs.clear()
    }

    port.onmessage = ({ data }) => {
      try {
        handle(data)
      } catch (error) {
        console.warn('relay worker: bad message from a tab', error)
      }
    }
    return detach
  }

  return { attach }
}

function emptyStats(): HostStats {
  return { engine: 'custom', verified: 0, cacheHits: 0, rejected: 0, dropped: {} }
}
