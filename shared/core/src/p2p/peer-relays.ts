import { matchFilters } from 'nostr-tools/filter'
import { Observable, type Subscriber } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import type { PoolMessage } from '../relay/pool/pool-types'
import type { PeerHub } from '../relay/peers/peer-hub'
import { DUPLICATE_REQUEST_WINDOW_MS, PEER_EOSE_WAIT_MS, SUBSCRIPTION_MERGE_MS } from './p2p-constants'
import type { PeerSession } from './peer-session'
import { batchedWithPeers, mergeWithPeers, peersOnly } from './merge-with-peers'

type Local = { filters: Filter[]; subscriber: Subscriber<PoolMessage>; wires: Set<string>; eosed: boolean; timer: unknown }
type Wire = { filters: Filter[]; locals: Set<Local>; awaiting: Set<string> }
/** A filter asked within the last 5 s: its wire (null while in the pending batch) and what peers answered. */
type Recent = { at: number; wire: string | null; events: Map<string, NostrEvent> }

const MAX_REMEMBERED_ANSWERS = 100

export interface PeerRelays extends PeerHub {
  /** Events from peers and one 'eose' once they answered (at once when none is connected). */
  req(filters: Filter[]): Observable<PoolMessage>
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
  const recent = new Map<string, Recent>()
  let batch: { filters: Filter[]; locals: Set<Local> } | null = null

  function finishEose(local: Local) {
    if (local.eosed) return
    local.eosed = true
    clock.clearTimeout(local.timer)
    local.subscriber.next({ type: 'eose' })
  }
  const checkEose = (local: Local) => [...local.wires].every((id) => (wires.get(id)?.awaiting.size ?? 0) === 0) && finishEose(local)

  function recentAnswer(filter: Filter): Recent | undefined {
    const now = clock.now()
    for (const [key, entry] of recent) if (now - entry.at >= DUPLICATE_REQUEST_WINDOW_MS) recent.delete(key)
    return recent.get(JSON.stringify(filter))
  }

  function flush() {
    const sent = batch
    batch = null
    if (!sent) return
    const id = crypto.randomUUID().slice(0, 16)
    const wire: Wire = { filters: sent.filters, locals: sent.locals, awaiting: new Set([...sessions].map((session) => session.label)) }
    wires.set(id, wire)
    for (const filter of sent.filters) {
      const entry = recent.get(JSON.stringify(filter))
      if (entry && entry.wire === null) entry.wire = id
    }
    sent.locals.forEach((local) => local.wires.add(id))
    for (const session of sessions) session.req(id, sent.filters)
    sent.locals.forEach(checkEose)
  }

  function joinBatch(local: Local, filters: Filter[]) {
    if (!batch) {
      batch = { filters: [], locals: new Set() }
      clock.setTimeout(flush, SUBSCRIPTION_MERGE_MS)
    }
    batch.filters.push(...filters)
    batch.locals.add(local)
  }

  /**
   * A filter asked within the last 5 s is not sent again: the subscriber gets what peers answered to it and waits for
   * that request's EOSE if it is still out.
   */
  function enqueue(local: Local) {
    const fresh: Filter[] = []
    let waitsForBatch = false
    for (const filter of local.filters) {
      const repeat = recentAnswer(filter)
      if (!repeat) {
        fresh.push(filter)
        recent.set(JSON.stringify(filter), { at: clock.now(), wire: null, events: new Map() })
        continue
      }
      repeat.events.forEach((event) => local.subscriber.next({ type: 'event', event, relay: '' }))
      const wire = repeat.wire === null ? undefined : wires.get(repeat.wire)
      if (repeat.wire === null) waitsForBatch = true
      else if (wire) {
        local.wires.add(repeat.wire)
        wire.locals.add(local)
      }
    }
    if (fresh.length > 0 || waitsForBatch) joinBatch(local, fresh)
    else checkEose(local)
  }

  /** Keeps a wire's answers for the filters it carried, for repeats within 5 s. */
  function remember(subId: string, wire: Wire, event: NostrEvent) {
    for (const filter of wire.filters) {
      const entry = recent.get(JSON.stringify(filter))
      if (entry?.wire === subId && entry.events.size < MAX_REMEMBERED_ANSWERS && matchFilters([filter], event)) entry.events.set(event.id, event)
    }
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
    withPeers: (relays, filters, closeOnEose) => (opts.onlyPeers() ? peersOnly(req(filters), closeOnEose) : mergeWithPeers(relays, req(filters), closeOnEose)),
    batchedQuery: (relays, filter) => batchedWithPeers(relays, (one) => req([one]), filter, opts.onlyPeers()),
    publish: offerAll,
    observe: offerAll,
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
      if (subId !== null && wire) remember(subId, wire, event)
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
