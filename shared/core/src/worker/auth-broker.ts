import { systemClock, type Clock } from '../policies/clock'
import type { NostrEvent } from '../nostr-types'
import type { AuthSigner } from '../relay/connection/relay-auth'
import type { EnvironmentSignal } from '../relay/environment'
import type { IngestHostOptions } from './ingest-host'
import { AUTH_SIGN_TIMEOUT_MS, type ClientMessage } from './protocol'
import type { HostPort } from './relay-host'

/** Pool options of the worker's pool, including the broker's signer (passed via createIngestHost's `pool`). */
export type WorkerPoolAuth = NonNullable<IngestHostOptions['pool']>

type Tab = { port: HostPort; signer: boolean; active: number }
type Request = { tab: Tab; resolve(event: NostrEvent): void; reject(error: Error): void; timer: unknown }

/** Tab messages that count as "this tab is using the relays now" (it likely triggered an auth). */
const ACTIVITY = new Set<ClientMessage['type']>(['req', 'publish', 'broadcast', 'batchedQuery'])

// `sign` asks a tab over the protocol ('sign-auth' → 'signed-auth' | 'sign-auth-failed'): the tab that
// most recently subscribed or published among those that registered a signer (connections are shared,
// so which tab's REQ triggered it cannot be told exactly). No such tab, no answer within `timeoutMs`,
// or the tab going away fails the authentication, so a relay never hangs on a tab.
/** NIP-42 in the worker: `sign` is the worker pool's AuthSigner, answered by a tab; `attach` serves a tab's port. */
export function createAuthBroker(deps: { clock?: Clock; timeoutMs?: number; onEnvironment?: (signal: EnvironmentSignal) => void } = {}) {
  const clock = deps.clock ?? systemClock
  const timeoutMs = deps.timeoutMs ?? AUTH_SIGN_TIMEOUT_MS
  const tabs = new Set<Tab>()
  const requests = new Map<number, Request>()
  let nextId = 0
  let tick = 0

  const pick = () => [...tabs].filter((tab) => tab.signer).sort((a, b) => b.active - a.active)[0]

  function settle(requestId: number, outcome: NostrEvent | Error) {
    const request = requests.get(requestId)
    if (!request) return
    requests.delete(requestId)
    clock.clearTimeout(request.timer)
    if (outcome instanceof Error) request.reject(outcome)
    else request.resolve(outcome)
  }

  const sign: AuthSigner = (template) =>
    new Promise<NostrEvent>((resolve, reject) => {
      const tab = pick()
      if (!tab) return reject(new Error('Signer required'))
      const requestId = ++nextId
      const timer = clock.setTimeout(() => settle(requestId, new Error(`Signer did not answer in ${timeoutMs}ms`)), timeoutMs)
      requests.set(requestId, { tab, resolve, reject, timer })
      try {
        tab.port.postMessage({ type: 'sign-auth', requestId, template })
      } catch (error) {
        settle(requestId, error instanceof Error ? error : new Error(String(error)))
      }
    })

  function forget(tab: Tab) {
    if (!tabs.delete(tab)) return
    for (const [requestId, request] of requests) if (request.tab === tab) settle(requestId, new Error('The tab went away'))
  }

  /** Handles the auth messages of one tab; false for any other message. */
  function handle(tab: Tab, message: ClientMessage): boolean {
    if (message.type === 'signer') tab.signer = message.available
    else if (message.type === 'environment') deps.onEnvironment?.(message.signal) // the page's signals, which a worker cannot see
    else if (message.type === 'signed-auth' || message.type === 'sign-auth-failed') {
      if (requests.get(message.requestId)?.tab !== tab) return true
      settle(message.requestId, message.type === 'signed-auth' ? message.event : new Error(message.error || 'Signing failed'))
    } else {
      if (ACTIVITY.has(message.type)) tab.active = ++tick
      if (message.type === 'bye') forget(tab)
      return false
    }
    return true
  }

  /** Serves `port` with `attachHost` (the relay host's attach), keeping the auth messages to itself; returns detach. */
  function attach(port: HostPort, attachHost: (port: HostPort) => () => void): () => void {
    const tab: Tab = { port, signer: false, active: 0 }
    tabs.add(tab)
    const inner: HostPort = { postMessage: (message) => port.postMessage(message), onmessage: null }
    port.onmessage = (event) => {
      const mine = typeof event.data === 'object' && event.data !== null && handle(tab, event.data)
      if (!mine) inner.onmessage?.(event)
      if (!tabs.has(tab)) port.onmessage = null
    }
    const detachHost = attachHost(inner)
    return () => {
      detachHost()
      forget(tab)
      port.onmessage = null
    }
  }

  return { sign, attach }
}
