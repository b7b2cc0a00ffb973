import { BehaviorSubject } from 'rxjs'
import type { Clock } from '../../policies/clock'
import type { RelayState, RelayStatus } from '../connection/connection-types'
import type { AuthSigner } from '../connection/relay-auth'
import { createRelayConnection, type RelayConnection } from '../connection/relay-connection'
import { normalizeRelayUrls } from '../relay-url'
import { TEMPORARY_RELAY_LINGER_MS } from './pool-types'

/** A connection borrowed for one operation; release() lets a temporary relay linger then close. */
export interface ConnectionLease {
  connection: RelayConnection
  release(): void
}

interface Temporary {
  connection: RelayConnection
  users: number
  closeTimer: unknown
}

/** Injected policies of the registry. */
export interface RegistryDeps {
  WebSocketImpl?: typeof WebSocket
  clock: Clock
  authSigner?: AuthSigner
  /** A relay (pooled or temporary) has just become usable: connected or authenticated. */
  onUsable?(url: string): void
  /** A frame from a relay was dropped unread, and why. */
  onDrop?(url: string, reason: string): void
}

const USABLE: ReadonlySet<RelayState> = new Set(['connected', 'authenticated'])

/** The pool's own relays (reported on status$) plus temporary ones used by explicit `relays` options. */
export function createConnectionRegistry(deps: RegistryDeps) {
  let pooled = new Map<string, RelayConnection>()
  let blocked = new Set<string>()
  const temporary = new Map<string, Temporary>()
  const statuses = new Map<string, RelayStatus>()
  const status$ = new BehaviorSubject<RelayStatus[]>([])
  const emitStatus = () => status$.next([...pooled.keys()].flatMap((url) => statuses.get(url) ?? []))

  const connect = (url: string, onStatus: (status: RelayStatus) => void = () => {}) =>
    createRelayConnection(url, {
      WebSocketImpl: deps.WebSocketImpl,
      clock: deps.clock,
      authSigner: deps.authSigner,
      onDrop: deps.onDrop,
      onStatus: (status) => {
        onStatus(status)
        if (USABLE.has(status.state)) deps.onUsable?.(url)
      },
    })

  function createPooled(url: string): RelayConnection {
    return connect(url, (status) => {
      statuses.set(url, status)
      if (pooled.has(url)) emitStatus()
    })
  }

  function setRelays(urls: string[]) {
    const wanted = normalizeRelayUrls(urls).filter((url) => !blocked.has(url))
    for (const [url, connection] of pooled) {
      if (!wanted.includes(url)) connection.close()
    }
    pooled = new Map(wanted.map((url) => [url, pooled.get(url) ?? createPooled(url)]))
    emitStatus()
  }

  /** Spec 3 §4: disabled relays are removed from the pool and blocked. */
  function setBlocked(urls: string[]) {
    blocked = new Set(normalizeRelayUrls(urls))
    for (const url of blocked) {
      if (temporary.has(url)) closeTemporary(url)
    }
    setRelays([...pooled.keys()])
  }

  function acquire(url: string): ConnectionLease {
    const own = pooled.get(url)
    if (own) return { connection: own, release: () => {} }
    const entry = temporary.get(url) ?? { connection: connect(url), users: 0, closeTimer: null }
    temporary.set(url, entry)
    entry.users += 1
    deps.clock.clearTimeout(entry.closeTimer)
    let released = false
    return {
      connection: entry.connection,
      release: () => {
        if (released) return
        released = true
        entry.users -= 1
        if (entry.users === 0) entry.closeTimer = deps.clock.setTimeout(() => closeTemporary(url), TEMPORARY_RELAY_LINGER_MS)
      },
    }
  }

  function closeTemporary(url: string) {
    const entry = temporary.get(url)
    deps.clock.clearTimeout(entry?.closeTimer)
    entry?.connection.close()
    temporary.delete(url)
  }

  const all = () => [...pooled.values(), ...[...temporary.values()].map((entry) => entry.connection)]

  function close() {
    setRelays([])
    for (const url of [...temporary.keys()]) closeTemporary(url)
    status$.complete()
  }

  return {
    status$,
    setRelays,
    setBlocked,
    isBlocked: (url: string) => blocked.has(url),
    acquire,
    close,
    urls: () => [...pooled.keys()],
    /** Reconnect every relay below connected, with a fresh attempt budget. */
    reconnectDown: () => all().forEach((connection) => connection.reconnect()),
    /** Drop and reopen every socket (after sleep the old ones are likely dead). */
    restartAll: (reason: string) => all().forEach((connection) => connection.restart(reason)),
  }
}

/** The registry of pooled and temporary connections. */
export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>
