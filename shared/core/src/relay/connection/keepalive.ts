import type { Clock } from '../../policies/clock'

/** Spec 3 §9: keepalive after 120000 ms of silence, the probe times out after 5000 ms; socket check every 5000 ms. */
export const KEEPALIVE_SILENCE_MS = 120_000
/** A probe unanswered this long means the socket is dead. */
export const KEEPALIVE_PROBE_TIMEOUT_MS = 5_000
/** How often an open socket is checked. */
export const SOCKET_CHECK_INTERVAL_MS = 5_000

/** Subscription ids of keepalive probes start with this. */
export const PROBE_PREFIX = 'keepalive:'
const NO_SUCH_EVENT = '0'.repeat(64)

/** A cheap REQ every relay answers at once with EOSE. */
export function probeMessage(subId: string): unknown[] {
  return ['REQ', subId, { ids: [NO_SUCH_EVENT], limit: 1 }]
}

/** What the keepalive needs from its connection. */
export interface KeepaliveDeps {
  clock: Clock
  isOpen(): boolean
  send(message: unknown[]): boolean
  /** The socket is gone or silent past the probe timeout: drop it and reconnect. */
  onDead(reason: string): void
}

/** While a socket is open: checks it every 5 s and probes it after 120 s without a message. */
export function createKeepalive(deps: KeepaliveDeps) {
  let timer: unknown = null
  let lastHeard = 0
  let probeSentAt: number | null = null
  let probes = 0

  function tick() {
    timer = null
    if (!deps.isOpen()) return deps.onDead('Socket is no longer open')
    const now = deps.clock.now()
    if (probeSentAt !== null && now - probeSentAt >= KEEPALIVE_PROBE_TIMEOUT_MS) {
      return deps.onDead(`Keepalive probe timed out after ${KEEPALIVE_PROBE_TIMEOUT_MS}ms`)
    }
    if (probeSentAt === null && now - lastHeard >= KEEPALIVE_SILENCE_MS) {
      probeSentAt = now
      deps.send(probeMessage(`${PROBE_PREFIX}${++probes}`))
    }
    timer = deps.clock.setTimeout(tick, SOCKET_CHECK_INTERVAL_MS)
  }

  function stop() {
    deps.clock.clearTimeout(timer)
    timer = null
  }

  return {
    start(): void {
      stop()
      lastHeard = deps.clock.now()
      probeSentAt = null
      timer = deps.clock.setTimeout(tick, SOCKET_CHECK_INTERVAL_MS)
    },
    /** Any message from the relay proves it is alive. */
    heard(): void {
      lastHeard = deps.clock.now()
      probeSentAt = null
    },
    stop,
  }
}
