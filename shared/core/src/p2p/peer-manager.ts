import { BehaviorSubject, type Observable, type Subscription } from 'rxjs'
import type { Clock } from '../policies/clock'
import { MAINTENANCE_MS, ONLINE_USER_TIMEOUT_MS, PRESENCE_PING_MS, STALE_CLEANUP_MS } from './p2p-constants'
import type { PeerConnection, PeerConnectionOptions, PeerState } from './peer-connection'
import { formatPeerId, parsePeerId, shortPeerId, type PeerId } from './peer-id'
import type { PeerLog } from './peer-log'
import { decideOffer, initiates, needsConfirmation, shouldConnect, type PeerQuotas, type Relationship } from './peer-rules'
import type { DirectSignal, Signal } from './signalling'
import { every } from './timers'

/** Spec 3 §3: a peer record. */
export interface PeerRecord {
  peerId: string
  short: string
  pubkey: string
  state: PeerState
  direction: 'inbound' | 'outbound'
  connectedAt?: number
}

export interface OnlineUser {
  pubkey: string
  lastSeen: number
}

export interface PeerManagerDeps {
  me: PeerId
  clock: Clock
  log: PeerLog
  quotas(): Omit<PeerQuotas, 'inbound' | 'outbound'> & { iceServers: RTCIceServer[] }
  relationship(pubkey: string): Promise<Relationship>
  /** Publishes a hello (no recipient) or a signal encrypted to `recipient`. */
  sendSignal(signal: Signal, recipient?: string): Promise<void>
  /** 'WebRTC connect with {name}?' — true when the user agrees. */
  confirm(pubkey: string): Promise<boolean>
  createConnection(opts: Pick<PeerConnectionOptions, 'iceServers' | 'signal'>): PeerConnection
  /** A connection's channel opened; the returned function runs when it ends. */
  connected(peer: PeerRecord, connection: PeerConnection): () => void
}

type Entry = { record: PeerRecord; connection: PeerConnection; watching: Subscription; ended?: () => void; createdAt: number }

/** Presence, offers and the lifecycle of peer connections (spec 3 §4, §5, §7). */
export function createPeerManager(deps: PeerManagerDeps) {
  const { me, clock, log } = deps
  const entries = new Map<string, Entry>()
  const online = new Map<string, OnlineUser>()
  const declined = new Set<string>()
  const peers$ = new BehaviorSubject<PeerRecord[]>([])
  const online$ = new BehaviorSubject<OnlineUser[]>([])
  const publishPeers = () => peers$.next([...entries.values()].map((entry) => ({ ...entry.record })))
  const count = (direction: PeerRecord['direction']) => [...entries.values()].filter((entry) => entry.record.direction === direction).length
  const quotas = (): PeerQuotas => ({ ...deps.quotas(), inbound: count('inbound'), outbound: count('outbound') })

  function remove(id: string) {
    const entry = entries.get(id)
    if (!entry) return
    entries.delete(id)
    entry.watching.unsubscribe()
    entry.ended?.()
    entry.connection.close()
    if (entry.record.connectedAt) log.info('Disconnected', entry.record.short)
    publishPeers()
  }

  function open(peer: PeerId, direction: PeerRecord['direction']): Entry {
    const id = formatPeerId(peer)
    const connection = deps.createConnection({
      iceServers: deps.quotas().iceServers,
      signal: (message) => void deps.sendSignal({ ...message, recipient: id, peerId: me.uuid } as DirectSignal, peer.pubkey),
    })
    const record: PeerRecord = { peerId: id, short: shortPeerId(peer), pubkey: peer.pubkey, state: 'new', direction }
    const entry: Entry = { record, connection, createdAt: clock.now(), watching: null as unknown as Subscription }
    entries.set(id, entry)
    entry.watching = connection.state$.subscribe((state) => onState(id, entry, state))
    publishPeers()
    return entry
  }

  function onState(id: string, entry: Entry, state: PeerState) {
    if (entries.get(id) !== entry) return
    entry.record.state = state
    if (state === 'connected' && !entry.record.connectedAt) {
      entry.record.connectedAt = clock.now()
      log.info(`Connected (${entry.record.direction})`, entry.record.short)
      entry.ended = deps.connected({ ...entry.record }, entry.connection)
    }
    if (state === 'failed' || state === 'closed') return remove(id)
    publishPeers()
  }

  async function ask(pubkey: string, relationship: Relationship): Promise<boolean> {
    if (!needsConfirmation(relationship)) return true
    if (declined.has(pubkey)) return false
    const yes = await deps.confirm(pubkey)
    if (!yes) declined.add(pubkey)
    return yes
  }

  async function onHello(sender: string, uuid: string) {
    const peer = { pubkey: sender, uuid }
    const id = formatPeerId(peer)
    if (id === formatPeerId(me)) return
    online.set(sender, { pubkey: sender, lastSeen: clock.now() })
    online$.next([...online.values()])
    if (entries.has(id) || !initiates(me.uuid, uuid)) return
    const relationship = await deps.relationship(sender)
    if (!shouldConnect(relationship, quotas()) || entries.has(id)) return
    log.debug('Connecting', shortPeerId(peer), 'up')
    await open(peer, 'outbound').connection.start().catch((error) => log.error(`Offer failed: ${String(error)}`, shortPeerId(peer)))
  }

  async function onOffer(sender: string, signal: Extract<DirectSignal, { type: 'offer' }>) {
    const peer = { pubkey: sender, uuid: signal.peerId }
    const id = formatPeerId(peer)
    const existing = entries.get(id)
    // Both sides offered: the smaller uuid's offer wins.
    if (existing && !(existing.record.direction === 'outbound' && initiates(signal.peerId, me.uuid))) return
    const relationship = await deps.relationship(sender)
    const decision = decideOffer(relationship, quotas())
    if (!decision.accept) return log.warn(decision.reason, shortPeerId(peer), 'down')
    if (!(await ask(sender, relationship))) return log.info('Connection declined', shortPeerId(peer), 'down')
    if (existing) remove(id)
    await open(peer, 'inbound').connection.handle(signal).catch((error) => log.error(`Answer failed: ${String(error)}`, shortPeerId(peer)))
  }

  async function handleSignal(sender: string, signal: Signal) {
    if (signal.type === 'hello') return onHello(sender, signal.peerId)
    if (signal.recipient !== formatPeerId(me)) return
    try {
      parsePeerId(`${sender}:${signal.peerId}`)
    } catch (error) {
      return log.warn((error as Error).message, undefined, 'down')
    }
    if (signal.type === 'offer') return onOffer(sender, signal)
    await entries.get(`${sender}:${signal.peerId}`)?.connection.handle(signal).catch(() => {})
  }

  function cleanupStale() {
    const now = clock.now()
    const before = online.size
    for (const [pubkey, user] of online) if (now - user.lastSeen > ONLINE_USER_TIMEOUT_MS) online.delete(pubkey)
    if (online.size !== before) online$.next([...online.values()])
  }

  /** Failed and closed peers go, and so do connections that never got going (spec 3 §4). */
  function maintain() {
    const now = clock.now()
    for (const [id, entry] of entries) {
      const stuck = !entry.record.connectedAt && now - entry.createdAt >= MAINTENANCE_MS
      if (entry.record.state === 'failed' || entry.record.state === 'closed' || stuck) remove(id)
    }
  }

  const hello = () => void deps.sendSignal({ type: 'hello', peerId: me.uuid }).catch(() => {})
  let timers: Array<() => void> = []

  return {
    peers$: peers$ as Observable<PeerRecord[]>,
    online$: online$ as Observable<OnlineUser[]>,
    handleSignal,
    start() {
      hello()
      timers = [every(clock, PRESENCE_PING_MS, hello), every(clock, STALE_CLEANUP_MS, cleanupStale), every(clock, MAINTENANCE_MS, maintain)]
    },
    /** Closes every connection (also on leaving the page). */
    stop() {
      timers.forEach((stop) => stop())
      timers = []
      for (const id of [...entries.keys()]) remove(id)
      online.clear()
      online$.next([])
    },
    disconnect: remove,
  }
}

export type PeerManager = ReturnType<typeof createPeerManager>
