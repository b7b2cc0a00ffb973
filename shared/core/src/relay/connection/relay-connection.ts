import type { Clock } from '../../policies/clock'
import type { Filter, NostrEvent } from '../../nostr-types'
import { frameProblem } from '../protocol/frame-problem'
import { parseRelayMessage, type RelayMessage } from '../protocol/relay-message'
import { STABLE_CONNECTION_MS, jitteredReconnectDelay, shouldRetry } from './backoff'
import type { PublishResult, RelayState, RelayStatus, SubscriptionHandlers } from './connection-types'
import { createKeepalive } from './keepalive'
import { createPublishBook } from './publish-book'
import { createRelayAuth, type AuthSigner } from './relay-auth'
import { createRelayBudget, type RelayBudgetLimits, type RelayOffence } from './relay-budget'
import { closeText, errorText, silence } from './socket-events'
import { routeRelayMessage } from './route-message'
import { createSubscriptionBook } from './subscription-book'

/** Injected policies of one relay connection. */
export interface RelayConnectionDeps {
  WebSocketImpl?: typeof WebSocket
  clock: Clock
  onStatus(status: RelayStatus): void
  /** NIP-42 signer; without it auth challenges are remembered but never answered. */
  authSigner?: AuthSigner
  /** Random source of the reconnect jitter (default Math.random). */
  random?: () => number
  /** Bytes and offences allowed per window before the relay is cut off (default RELAY_BUDGET). */
  budget?: RelayBudgetLimits
  /** Told of every frame dropped unread (oversized, binary, malformed, unknown type), with why. */
  onDrop?(url: string, reason: string): void
}

/** One websocket to one relay, reconnecting with backoff. It connects as soon as it is created. */
export interface RelayConnection {
  readonly url: string
  status(): RelayStatus
  /** Returns the function that ends the subscription (sends CLOSE when needed). */
  subscribe(filters: Filter[], handlers: SubscriptionHandlers, opts: { live: boolean }): () => void
  publish(event: NostrEvent, timeoutMs: number): Promise<PublishResult>
  /** Counts an offence seen outside the connection (a dropped frame, an event off its filters or forged). */
  penalize(offence: RelayOffence, count?: number): void
  /** Try again now, with a fresh attempt budget (e.g. when the network comes back). */
  reconnect(): void
  /** Drop the socket even if it looks open (e.g. after the machine slept) and connect again now. */
  restart(reason: string): void
  close(): void
}

const OPEN = 1

/** Opens a connection to `url` at once; see RelayConnection. */
export function createRelayConnection(url: string, deps: RelayConnectionDeps): RelayConnection {
  let socket: WebSocket | null = null
  let status: RelayStatus = { url, state: 'disconnected' }
  let failures = 0
  let openedAt: number | null = null
  let retryTimer: unknown = null
  let closed = false
  /** Why the relay was last cut off for misbehaving; kept on its status from then on. */
  let misbehaving: string | undefined

  const send = (message: unknown[]): boolean => {
    if (socket?.readyState !== OPEN) return false
    try {
      socket.send(JSON.stringify(message))
      return true
    } catch {
      return false
    }
  }
  function setState(state: RelayState, error?: string) {
    status = { url, state, ...(error === undefined ? {} : { error }), ...(misbehaving ? { misbehaving } : {}) }
    deps.onStatus(status)
  }

  const auth = createRelayAuth({ url, clock: deps.clock, signer: deps.authSigner, send, setState })
  const subscriptions = createSubscriptionBook(send, auth.authenticate)
  const publishes = createPublishBook(url, send, deps.clock, auth.authenticate)
  const keepalive = createKeepalive({ clock: deps.clock, send, isOpen: () => socket?.readyState === OPEN, onDead: restart })
  const budget = createRelayBudget(deps.clock, deps.budget)
  const targets = { subscriptions, publishes, auth, send, penalize: (offence: RelayOffence) => penalize(offence) }

  function open() {
    retryTimer = null
    setState(failures === 0 ? 'connecting' : 'reconnecting')
    const Impl = deps.WebSocketImpl ?? globalThis.WebSocket
    try {
      if (!Impl) throw new Error('WebSocket is not available')
      socket = new Impl(url)
    } catch (error) {
      socket = null
      return handleDown(errorText(error))
    }
    listen(socket)
  }

  function listen(ws: WebSocket) {
    let lastError: string | undefined
    ws.onopen = () => handleOpen()
    ws.onmessage = (event) => handleFrame(event.data)
    ws.onerror = (event) => void (lastError = errorText(event))
    ws.onclose = (event) => {
      if (socket === ws) handleDown(lastError ?? closeText(event))
    }
  }

  function handleOpen() {
    openedAt = deps.clock.now()
    budget.reset()
    setState('connected')
    keepalive.start()
    subscriptions.sendPending()
    publishes.sendPending()
  }

  function handleFrame(data: unknown) {
    keepalive.heard()
    const excess = budget.received(typeof data === 'string' ? data.length : 0)
    if (excess) return misbehave(excess)
    const problem = frameProblem(data)
    if (problem) {
      deps.onDrop?.(url, problem)
      return penalize('invalid frame')
    }
    try {
      routeRelayMessage(parseRelayMessage(data) as RelayMessage, targets)
    } catch (error) {
      console.debug(`Dropped a message from ${url}`, error)
    }
  }

  function penalize(offence: RelayOffence, count = 1) {
    const excess = socket ? budget.offence(offence, count) : null
    if (excess) misbehave(excess)
  }

  /** Over budget: drop the socket and come back later with the backoff, even after a long connection. */
  function misbehave(excess: string) {
    const ws = socket
    misbehaving = `Relay ${url} ${excess}`
    console.warn(`${misbehaving}: disconnected`)
    handleDown(misbehaving, true)
    ws?.close()
  }

  function handleDown(reason: string, misbehaved = false) {
    const wasOpen = openedAt !== null
    const stable = wasOpen && deps.clock.now() - (openedAt as number) >= STABLE_CONNECTION_MS
    silence(socket)
    socket = null
    openedAt = null
    keepalive.stop()
    auth.reset()
    subscriptions.interrupt(reason)
    publishes.failAll(`Relay ${url} disconnected`)
    if (closed) return setState('disconnected')
    failures = stable && !misbehaved ? 1 : failures + 1
    setState(wasOpen && !stable ? 'flapping' : 'disconnected', reason)
    if (shouldRetry(failures)) retryTimer = deps.clock.setTimeout(open, jitteredReconnectDelay(failures, deps.random))
  }

  function isDown() {
    return socket === null
  }

  function subscribe(filters: Filter[], handlers: SubscriptionHandlers, opts: { live: boolean }) {
    const id = subscriptions.add(filters, handlers, opts.live)
    subscriptions.sendPending()
    if (isDown()) {
      const reason = status.error ?? 'Relay disconnected'
      queueMicrotask(() => subscriptions.interrupt(reason, id))
    }
    return () => subscriptions.remove(id)
  }

  function publish(event: NostrEvent, timeoutMs: number): Promise<PublishResult> {
    if (isDown()) return Promise.resolve({ relay: url, ok: false, message: `Relay ${url} disconnected` })
    const result = publishes.add(event, timeoutMs)
    publishes.sendPending()
    return result
  }

  function reconnect() {
    if (closed || !isDown()) return
    deps.clock.clearTimeout(retryTimer)
    failures = 0
    open()
  }

  function restart(reason: string) {
    if (closed) return
    const ws = socket
    if (ws) handleDown(reason)
    ws?.close()
    deps.clock.clearTimeout(retryTimer)
    failures = 0
    open()
  }

  function close() {
    if (closed) return
    closed = true
    deps.clock.clearTimeout(retryTimer)
    const ws = socket
    if (ws) setState('disconnecting')
    handleDown('Relay closed')
    ws?.close()
  }

  open()
  return { url, status: () => status, subscribe, publish, penalize, reconnect, restart, close }
}
