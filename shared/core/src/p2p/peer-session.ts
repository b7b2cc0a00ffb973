import { matchFilters } from 'nostr-tools/filter'
import type { Subscription } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import { nowInSeconds } from '../policies/clock'
import { isValidEventShape } from '../relay/protocol/event-shape'
import { findFilterProblem } from '../relay/protocol/filter-validation'
import { DUPLICATE_REQUEST_WINDOW_MS, INCOMING_REQ_LIMIT, PEER_TEXTS, SEEN_EVENTS_PER_PEER } from './p2p-constants'
import type { ChannelMessage, PeerConnection } from './peer-connection'
import type { PeerLog, PeerStatsCounter } from './peer-log'
import { mayRelay, mayServe } from './peer-rules'
import type { RateLimiter } from './rate-limiter'
import { createSeenEvents } from './seen-events'

/** Where an event's author stands: follow distance and muted. */
export type AuthorStanding = (pubkey: string) => Promise<{ distance: number; muted: boolean }>

export interface PeerSessionDeps {
  /** The peer's short id, for the log. */
  label: string
  connection: Pick<PeerConnection, 'send' | 'messages$'>
  clock: Clock
  log: PeerLog
  stats: PeerStatsCounter
  limiter: RateLimiter
  verify(event: NostrEvent): Promise<boolean>
  standing: AuthorStanding
  /** Our stored events for a peer's REQ. */
  queryLocal(filter: Filter): Promise<NostrEvent[]>
  /** A verified event the peer sent for our subscription `subId` (or pushed, with null). */
  received(event: NostrEvent, subId: string | null): void
  eose(subId: string): void
  /** Messages of the other peer protocols (blobs, files, calls): JSON objects and binary frames. */
  other(message: Record<string, unknown> | ArrayBuffer): void
}

/** Peer subscriptions we serve at once; the oldest is closed beyond this. */
const MAX_SERVED_SUBSCRIPTIONS = 20
/** The same warning about one peer is logged at most once in this long. */
const WARN_INTERVAL_MS = 1000
/** Stored events a peer may send for one of our subscriptions before its EOSE (then live ones count against the rate). */
const MAX_STORED_PER_SUBSCRIPTION = INCOMING_REQ_LIMIT * 5

/** NIP-01 over one peer's data channel: we serve its REQs from our store and relay live events; it serves ours. */
export function createPeerSession(deps: PeerSessionDeps) {
  const { label } = deps
  const lastWarned = new Map<string, number>()
  /** A misbehaving peer fills the log with one line per kind of trouble and second, not one per message. */
  const log = {
    ...deps.log,
    warn(message: string, peerId?: string, direction?: 'up' | 'down') {
      const now = deps.clock.now()
      if (now - (lastWarned.get(message) ?? -Infinity) < WARN_INTERVAL_MS) return
      lastWarned.set(message, now)
      deps.log.warn(message, peerId, direction)
    },
  }
  const served = new Map<string, Filter[]>()
  const seen = createSeenEvents(SEEN_EVENTS_PER_PEER)
  const recentRequests = new Map<string, number>()
  const storedCounts = new Map<string, number>()
  const answered = new Set<string>()

  /** A flood of events for our subscriptions is cut: stored ones up to a cap, live ones at the peer's rate. */
  function withinBudget(subId: string): boolean {
    if (answered.has(subId)) return deps.limiter.allow(label)
    const count = (storedCounts.get(subId) ?? 0) + 1
    storedCounts.set(subId, count)
    return count <= MAX_STORED_PER_SUBSCRIPTION
  }

  function sendJson(message: unknown): boolean {
    const sent = deps.connection.send(JSON.stringify(message))
    if (!sent) log.warn(PEER_TEXTS.sendFailed, label, 'up')
    return sent
  }

  function sendEvent(subId: string, event: NostrEvent): boolean {
    if (seen.has(event.id)) return false
    seen.add(event.id)
    const sent = sendJson(['EVENT', subId, event])
    if (sent) deps.stats.bump('eventsSent')
    return sent
  }

  function isDuplicateRequest(filters: Filter[]): boolean {
    const key = JSON.stringify(filters)
    const now = deps.clock.now()
    for (const [old, at] of recentRequests) if (now - at >= DUPLICATE_REQUEST_WINDOW_MS) recentRequests.delete(old)
    if (recentRequests.has(key)) return true
    recentRequests.set(key, now)
    return false
  }

  async function serve(subId: string, filters: Filter[]) {
    if (!deps.limiter.allow(label)) return log.warn(PEER_TEXTS.rateLimited, label, 'down')
    if (typeof subId !== 'string' || subId.length > 64 || findFilterProblem(filters)) return log.warn(PEER_TEXTS.unsupported, label, 'down')
    const capped = filters.map((filter) => ({ ...filter, limit: Math.min(filter.limit ?? INCOMING_REQ_LIMIT, INCOMING_REQ_LIMIT) }))
    served.set(subId, capped)
    if (served.size > MAX_SERVED_SUBSCRIPTIONS) served.delete(served.keys().next().value as string)
    if (isDuplicateRequest(filters)) return void sendJson(['EOSE', subId])
    deps.stats.bump('subscriptionsServed')
    log.debug(`REQ ${subId}`, label, 'down')
    let sent = 0
    for (const filter of capped) {
      const stored = await deps.queryLocal(filter).catch(() => [] as NostrEvent[])
      for (const event of stored) if (mayServe(event, await deps.standing(event.pubkey)) && sendEvent(subId, event)) sent++
    }
    log.debug(`EOSE ${subId} after ${sent} events`, label, 'up')
    sendJson(['EOSE', subId])
  }

  async function accept(event: unknown, subId: string | null) {
    if (!isValidEventShape(event)) return log.warn(PEER_TEXTS.missingId, label, 'down')
    seen.add(event.id)
    if (!(await deps.verify(event))) return log.warn(PEER_TEXTS.invalidSignature, label, 'down')
    deps.stats.bump('eventsReceived')
    deps.received(event, subId)
  }

  // Events are verified asynchronously: an EOSE waits for the events before it, or it would end a query without them.
  let ordered: Promise<void> = Promise.resolve()
  const inOrder = (task: () => void | Promise<void>) => void (ordered = ordered.then(task, task))

  function onArray([type, ...rest]: unknown[]) {
    if (type === 'REQ') return void serve(rest[0] as string, rest.slice(1) as Filter[])
    if (type === 'CLOSE') return void served.delete(rest[0] as string)
    if (type === 'EOSE' && typeof rest[0] === 'string') {
      const subId = rest[0]
      log.debug(`EOSE ${subId}`, label, 'down')
      answered.add(subId)
      return inOrder(() => deps.eose(subId))
    }
    if (type === 'EVENT' && rest.length === 2 && typeof rest[0] === 'string') {
      if (!withinBudget(rest[0])) return log.warn(PEER_TEXTS.rateLimited, label, 'down')
      return inOrder(() => accept(rest[1], rest[0] as string))
    }
    if (type === 'EVENT' && rest.length === 1) {
      if (!deps.limiter.allow(label)) return log.warn(PEER_TEXTS.rateLimited, label, 'down')
      return inOrder(() => accept(rest[0], null))
    }
    log.warn(PEER_TEXTS.unsupported, label, 'down')
  }

  function onMessage(message: ChannelMessage) {
    if (typeof message !== 'string') return deps.other(message)
    let parsed: unknown
    try {
      parsed = JSON.parse(message)
    } catch {
      return log.warn(PEER_TEXTS.unsupported, label, 'down')
    }
    if (Array.isArray(parsed)) return onArray(parsed)
    if (typeof parsed === 'object' && parsed !== null) return deps.other(parsed as Record<string, unknown>)
    log.warn(PEER_TEXTS.unsupported, label, 'down')
  }

  const listening: Subscription = deps.connection.messages$.subscribe(onMessage)

  return {
    label,
    req(subId: string, filters: Filter[]) {
      log.debug(`REQ ${subId} (${filters.length} filters)`, label, 'up')
      sendJson(['REQ', subId, ...filters])
    },
    close: (subId: string) => sendJson(['CLOSE', subId]),
    /** Relays an event to the peer when one of its subscriptions matches and the spec 3 §5 rules allow it. */
    async offer(event: NostrEvent) {
      if (seen.has(event.id)) return
      const subs = [...served].filter(([, filters]) => matchFilters(filters, event))
      if (subs.length === 0) return
      if (!mayRelay(event, await deps.standing(event.pubkey), nowInSeconds(deps.clock))) return
      for (const [subId] of subs) sendEvent(subId, event)
    },
    /** Sends a JSON message of another protocol (blobs, files, calls). */
    sendJson,
    dispose: () => listening.unsubscribe(),
  }
}

export type PeerSession = ReturnType<typeof createPeerSession>
