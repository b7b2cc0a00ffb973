import { BehaviorSubject } from 'rxjs'
import type { Clock } from '../../policies/clock'
import type { RelayStatus } from '../connection/connection-types'
import { createRelayConnection, type RelayConnection } from '../connection/relay-connection'
import { normalizeRelayUrls } from '../relay-url'
import { TEMPORARY_RELAY_LINGER_MS } from './pool-types'

export interface ConnectionLease {
  connection: RelayConnection
  release(): void
}

interface Temporary {
  connection: RelayConnection
  users: number
  closeTimer: unknown
}

/** The pool's own relays (reported on status$) plus temporary ones used by explicit `relays` options. */
export function createConnectionRegistry(deps: { WebSocketImpl?: typeof WebSocket; clock: Clock }) {
  let pooled = new Map<string, RelayConnection>()
  const temporary = new Map<string, Temporary>()
  const statuses = new Map<string, RelayStatus>()
  const status$ = new BehaviorSubject<RelayStatus[]>([])

  const emitStatus = () => status$.next([...pooled.keys()].flatMap((url) => statuses.get(url) ?? []))
  const connect = (url: string, onStatus: (status: RelayStatus) => void) =>
    createRelayConnection(url, { WebSocketImpl: deps.WebSocketImpl, clock: deps.clock, onStatus })

  function createPooled(url: string): RelayConnection {
    return connect(url, (status) => {
      statuses.set(url, status)
      if (pooled.has(url)) emitStatus()
    })
  }

  function setRelays(urls: string[]) {
    const wanted = normalizeRelayUrls(urls)
    for (const [url, connection] of pooled) {
      if (!wanted.includes(url)) connection.close()
    }
    pooled = new Map(wanted.map((url) => [url, pooled.get(url) ?? createPooled(url)]))
    emitStatus()
  }

  function acquire(url: string): ConnectionLease {
    const own = pooled.get(url)
    if (own) return { connection: own, release: () => {} }
    const entry = temporary.get(url) ?? { connection: connect(url, () => {}), users: 0, closeTimer: null }
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
    temporary.get(url)?.connection.close()
    temporary.delete(url)
  }

  function close() {
    setRelays([])
    for (const [url, entry] of temporary) {
      deps.clock.clearTimeout(entry.closeTimer)
      closeTemporary(url)
    }
    status$.complete()
  }

  return { status$, setRelays, acquire, close, urls: () => [...pooled.keys()] }
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>
