import { BehaviorSubject, type Observable } from 'rxjs'
import type { Clock } from '../policies/clock'
import { MAX_LOG_ENTRIES } from './p2p-constants'

export type PeerLogLevel = 'debug' | 'info' | 'warn' | 'error'

/** Spec 3 §3: one line of the peer log ('up' is what we sent, 'down' what we received). */
export interface PeerLogEntry {
  timestamp: number
  level: PeerLogLevel
  peerId?: string
  direction?: 'up' | 'down'
  message: string
}

const RANK: Record<PeerLogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 }

/** The last 100 entries at or above the level from settings, newest last. */
export function createPeerLog(clock: Pick<Clock, 'now'>, level: () => PeerLogLevel) {
  const entries$ = new BehaviorSubject<PeerLogEntry[]>([])
  function write(entryLevel: PeerLogLevel, message: string, peerId?: string, direction?: PeerLogEntry['direction']) {
    if (RANK[entryLevel] < RANK[level()]) return
    const entry: PeerLogEntry = { timestamp: clock.now(), level: entryLevel, message, ...(peerId ? { peerId } : {}), ...(direction ? { direction } : {}) }
    entries$.next([...entries$.value, entry].slice(-MAX_LOG_ENTRIES))
  }
  return {
    entries$: entries$ as Observable<PeerLogEntry[]>,
    debug: (message: string, peerId?: string, direction?: PeerLogEntry['direction']) => write('debug', message, peerId, direction),
    info: (message: string, peerId?: string, direction?: PeerLogEntry['direction']) => write('info', message, peerId, direction),
    warn: (message: string, peerId?: string, direction?: PeerLogEntry['direction']) => write('warn', message, peerId, direction),
    error: (message: string, peerId?: string, direction?: PeerLogEntry['direction']) => write('error', message, peerId, direction),
    clear: () => entries$.next([]),
  }
}

export type PeerLog = ReturnType<typeof createPeerLog>

/** Spec 3 §3: what this browser did for its peers. */
export interface PeerStats {
  eventsSent: number
  eventsReceived: number
  subscriptionsServed: number
}

export function createPeerStats() {
  const stats$ = new BehaviorSubject<PeerStats>({ eventsSent: 0, eventsReceived: 0, subscriptionsServed: 0 })
  const bump = (key: keyof PeerStats, by = 1) => stats$.next({ ...stats$.value, [key]: stats$.value[key] + by })
  return { stats$: stats$ as Observable<PeerStats>, get: () => stats$.value, bump }
}

export type PeerStatsCounter = ReturnType<typeof createPeerStats>
