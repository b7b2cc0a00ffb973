import { matchFilters } from 'nostr-tools/filter'
import { Observable, type Subscriber } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import type { PoolMessage } from '../relay/pool/pool-types'
import type { PeerHub } from '../relay/peers/peer-hub'
import { DUPLICATE_REQUEST_WINDOW_MS, PEER_EOSE_WAIT_MS, SUBSCRIPTION_MERGE_MS } from './p2p-constants'
import type { PeerSession } from './peer-session'

type Local = { filters: Filter[]; subscriber: Subscriber<PoolMessage>; wires: Set<string>; eosed: boolean; timer: unknown }
type Wire = { filters: Filter[]; locals: Set<Local>; awaiting: Set<string> }

export interface PeerRelays extends PeerHub {
  attach(session: PeerSession): void
  detach(session: PeerSession): void
  /** An event a peer sent for our subscription `subId` (null: pushed to us unasked). */
  received(event: NostrEvent, subId: string | null, from: PeerSession): void
  eose(subId: string, from: PeerSession): void
}

/**
 * Connected peers as one relay: subscriptions made within 200 ms go out as one REQ, a filter asked within the last 5 s
 * is not asked again, and each subscriber gets every event from any peer that matches its filters.
 */
export function createPeerRelays(opts: { clock: Clock; onlyPeers: () => boolean }): PeerRelays {
  const { clock } = opts
  const sessions = new Set<PeerSession>()
  const locals = new Set<Local>()
  const wires = new Map<string, Wire>()
  const recent = new Map<string, number>()
  let batch: { filters: Filter[]; locals: Set<Local> } | null = null

  function finishEose(local: Local) {
    if (local.eosed) return
    local.eosed = true
    clock.clearTimeout(local.timer)
    local.subscriber.next({ type: 'eose' })
  }
  const checkEose = (local: Local) => [...local.wires].every((id) => (wires.get(id)?.awaiting.size ?? 0) === 0) && finishEose(local)

  function askedRecently(filter: Filter): boolean {
    const key = JSON.stringify(filter)
    const now = clock.now()
    for (const [old, at] of recent) if (now - at >= DUPLICATE_REQUEST_WINDOW_MS) recent.delete(old)
    if (recent.has(key)) return true
    recent.set(key, now)
    return false
  }

  function flush() {
    const sent = batch
    batch = null
    if (!sent) return
    const id = crypto.randomUUID().slice(0, 16)
    const wire: Wire = { filters: sent.filters, locals: sent.locals, awaiting: new Set([...sessions].map((session) => session.label)) }
    wires.set(id, wire)
    sent.locals.forEach((local) => local.wires.add(id))
    for (const session of sessions) session.req(id, sent.filters)
    sent.locals.forEach(checkEose)
  }

  function enqueue(local: Local) {
    const fresh = local.filters.filter((filter) => !askedRecently(filter))
    if (fresh.length === 0) return finishEose(local)
    if (!batch) {
      batch = { filters: [], locals: new Set() }
      clock.setTimeout(flush, SUBSCRIPTION_MERGE_MS)
    }
    batch.filters.push(...fresh)
    batch.locals.add(local)
  }

  function release(local: Local) {
    locals.delete(local)
    batch?.locals.delete(local)
    clock.clearTimeout(local.timer)
    for (const id of local.wires) {
      const wire = wires.get(id)
      wire?.locals.delete(local)
      if (wire && wire.locals.size === 0) {
        wires.delete(id)
        sessions.forEach((session) => session.close(id))
      }
    }
  }

  function req(filters: Filter[]): Observable<PoolMessage> {
    return new Observable<PoolMessage>((subscriber) => {
      const local: Local = { filters, subscriber, wires: new Set(), eosed: false, timer: null }
      locals.add(local)
      if (sessions.size === 0) finishEose(local)
      else {
        local.timer = clock.setTimeout(() => finishEose(local), SUBSCRIPTION_MERGE_MS + PEER_EOSE_WAIT_MS)
        enqueue(local)
      }
      return () => release(local)
    })
  }

  const offerAll = (event: NostrEvent) => sessions.forEach((session) => void session.offer(event))

  return {
    req,
    publish: offerAll,
    observe: offerAll,
    onlyPeers: opts.onlyPeers,
    attach(session) {
      sessions.add(session)
      for (const [id, wire] of wires) session.req(id, wire.filters)
    },
    detach(session) {
      sessions.delete(session)
      for (const wire of wires.values()) if (wire.awaiting.delete(session.label)) wire.locals.forEach(checkEose)
    },
    received(event, subId, from) {
      const wire = subId === null ? null : wires.get(subId)
      // An answer to a subscription we closed, or off its filters, is dropped; pushed events go to whoever matches.
      if (subId !== null && (!wire || !matchFilters(wire.filters, event))) return
      for (const local of locals) if (matchFilters(local.filters, event)) local.subscriber.next({ type: 'event', event, relay: '' })
      // Relayed on to other peers whose subscriptions match (the rules are checked per peer).
      for (const session of sessions) if (session !== from) void session.offer(event)
    },
    eose(subId, from) {
      const wire = wires.get(subId)
      if (wire?.awaiting.delete(from.label)) wire.locals.forEach(checkEose)
    },
  }
}
