import { BehaviorSubject, Subject, distinctUntilChanged, filter, map, switchMap, type Observable, type Subscription } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import { nowInSeconds } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import type { PeerHubSlot } from '../relay/peers/peer-hub'
import type { EventTemplate } from '../signers'
import type { NetworkSettings } from '../stores/settings-defaults'
import { createPeerConnection, type PeerConnection } from './peer-connection'
import { newSessionUuid, formatPeerId, type PeerId } from './peer-id'
import { createPeerLog, createPeerStats, type PeerLogEntry, type PeerStats } from './peer-log'
import { createPeerManager, type OnlineUser, type PeerRecord } from './peer-manager'
import { createPeerRelays } from './peer-relays'
import { createPeerSession, type PeerSession } from './peer-session'
import { createRateLimiter } from './rate-limiter'
import { PEER_RATE_LIMIT, PEER_RATE_WINDOW_MS } from './p2p-constants'
import { relationshipOf, standingCache, type SocialView } from './relationships'
import { openSignal, signallingFilter, helloTemplate, directTemplate, type SignalCrypto } from './signalling'

/** A confirmation the user is asked for: 'WebRTC connect with {name}?'. */
export interface PeerPrompt {
  id: number
  pubkey: string
}

/** What the core gives the peer-to-peer layer. */
export interface P2PDeps {
  clock: Clock
  me: string
  hubs: PeerHubSlot
  network(): NetworkSettings
  sign(template: EventTemplate): Promise<NostrEvent>
  crypto: SignalCrypto
  social: SocialView
  verify(event: NostrEvent): Promise<boolean>
  queryLocal(filter: Filter): Promise<NostrEvent[]>
  /** Whom to listen to for signalling: the user's follows (mutuality is checked per signal). */
  follows$: Observable<string[]>
  createConnection?: typeof createPeerConnection
}

/** A connected peer as other protocols (blobs, files, calls) see it. */
export interface ConnectedPeer {
  record: PeerRecord
  connection: PeerConnection
  session: PeerSession
}

const MAX_SIGNALLING_AUTHORS = 1000

/** Peer-to-peer for one signed-in user: signalling, connections, peers as relays, the log and the stats. */
export function createP2P(deps: P2PDeps) {
  const { clock } = deps
  const me: PeerId = { pubkey: deps.me, uuid: newSessionUuid() }
  const log = createPeerLog(clock, () => deps.network().webrtcLogLevel)
  const stats = createPeerStats()
  const limiter = createRateLimiter(PEER_RATE_LIMIT, PEER_RATE_WINDOW_MS, clock)
  const relays = createPeerRelays({ clock, onlyPeers: () => deps.network().p2pOnlyMode })
  const standing = standingCache(deps.social, deps.me, () => clock.now())
  const prompts$ = new BehaviorSubject<Array<PeerPrompt & { answer(yes: boolean): void }>>([])
  const connected$ = new BehaviorSubject<ConnectedPeer[]>([])
  const other$ = new Subject<{ from: ConnectedPeer; message: Record<string, unknown> | ArrayBuffer }>()
  let nextPrompt = 0

  const relayPool: RelayPool = deps.hubs.relays
  async function sendSignal(signal: Parameters<ReturnType<typeof createPeerManager>['handleSignal']>[1], recipient?: string) {
    const now = nowInSeconds(clock)
    const template = recipient && signal.type !== 'hello' ? await directTemplate(signal, recipient, deps.crypto, now) : helloTemplate(me.uuid, now)
    // Quorum 0: a signal expires in 15 s, so it is never kept for a later resend.
    await relayPool.publish(await deps.sign(template), { quorum: 0 })
  }

  function confirm(pubkey: string): Promise<boolean> {
    return new Promise((resolve) => {
      const id = ++nextPrompt
      const answer = (yes: boolean) => {
        prompts$.next(prompts$.value.filter((prompt) => prompt.id !== id))
        resolve(yes)
      }
      prompts$.next([...prompts$.value, { id, pubkey, answer }])
    })
  }

  function onConnected(record: PeerRecord, connection: PeerConnection): () => void {
    const peer = {} as ConnectedPeer
    const session = createPeerSession({
      label: record.short,
      connection,
      clock,
      log,
      stats,
      limiter,
      verify: deps.verify,
      standing,
      queryLocal: deps.queryLocal,
      received: (event, subId) => relays.received(event, subId, session),
      eose: (subId) => relays.eose(subId, session),
      other: (message) => other$.next({ from: peer, message }),
    })
    Object.assign(peer, { record, connection, session })
    relays.attach(session)
    connected$.next([...connected$.value, peer])
    return () => {
      relays.detach(session)
      session.dispose()
      limiter.forget(record.short)
      connected$.next(connected$.value.filter((each) => each !== peer))
    }
  }

  const manager = createPeerManager({
    me,
    clock,
    log,
    quotas: () => {
      const network = deps.network()
      return {
        maxInbound: network.webrtcMaxInbound,
        maxOutbound: network.webrtcMaxOutbound,
        connectToOwnDevices: network.webrtcConnectToOwnDevices,
        iceServers: network.webrtcIceServers.filter(Boolean).map((urls) => ({ urls })),
      }
    },
    relationship: (pubkey) => relationshipOf(deps.social, deps.me, pubkey),
    sendSignal,
    confirm,
    createConnection: (opts) => (deps.createConnection ?? createPeerConnection)(opts),
    connected: onConnected,
  })

  let listening: Subscription | null = null
  let detachHub: (() => void) | null = null

  function listen(): Subscription {
    return deps.follows$
      .pipe(
        map((follows) => [deps.me, ...follows.filter((pubkey) => pubkey !== deps.me).slice(0, MAX_SIGNALLING_AUTHORS)]),
        distinctUntilChanged((a, b) => a.join() === b.join()),
        switchMap((authors) => relayPool.req([signallingFilter(authors, nowInSeconds(clock))], { closeOnEose: false })),
        filter((message) => message.type === 'event'),
      )
      .subscribe((message) => {
        void openSignal(message.event, deps.crypto, nowInSeconds(clock)).then((signal) => signal && manager.handleSignal(message.event.pubkey, signal))
      })
  }

  return {
    peerId: formatPeerId(me),
    peers$: manager.peers$,
    online$: manager.online$ as Observable<OnlineUser[]>,
    log$: log.entries$ as Observable<PeerLogEntry[]>,
    stats$: stats.stats$ as Observable<PeerStats>,
    prompts$: prompts$.pipe(map((prompts) => prompts.map(({ id, pubkey }) => ({ id, pubkey })))) as Observable<PeerPrompt[]>,
    answer: (id: number, yes: boolean) => prompts$.value.find((prompt) => prompt.id === id)?.answer(yes),
    connected$: connected$.asObservable(),
    /** JSON objects and binary frames of the other peer protocols (blobs, files, calls). */
    messages$: other$.asObservable(),
    log,
    disconnect: manager.disconnect,
    start() {
      if (listening) return
      detachHub = deps.hubs.attach(relays)
      listening = listen()
      manager.start()
      log.info(`Started as ${formatPeerId(me).slice(0, 8)}:${me.uuid.slice(0, 6)}`)
    },
    stop() {
      listening?.unsubscribe()
      listening = null
      detachHub?.()
      detachHub = null
      prompts$.value.forEach((prompt) => prompt.answer(false))
      manager.stop()
    },
  }
}

export type P2P = ReturnType<typeof createP2P>
