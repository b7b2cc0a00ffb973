import { BehaviorSubject, distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs'
import { PEER_TEXTS } from '../p2p-constants'
import type { ConnectedPeer } from '../p2p-service'
import type { PeerLog } from '../peer-log'
import { initiates } from '../peer-rules'
import { callFailureText } from './call-failure'
import { createCallMedia, type CallMedia } from './call-media'
import { parseCallMessage, type CallMessage } from './call-messages'
import { isLive, stopTracks, tracksFor, uuidOf, type Call, type CallEnd, type CallPhase } from './call-state'

export interface CallsDeps {
  /** This browser's peer id (pubkey:uuid). */
  peerId: string
  connected$: Observable<ConnectedPeer[]>
  messages$: Observable<{ from: ConnectedPeer; message: Record<string, unknown> | ArrayBuffer }>
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>
  /** The webrtcCallsEnabled setting. */
  callsEnabled(): boolean
  /** Shows a start failure (spec 3 §8 toast). */
  failed(text: string): void
  log: Pick<PeerLog, 'info' | 'warn'>
  /** A call's media on a peer's connection; by default its tracks, renegotiated over the data channel. */
  media?(peer: ConnectedPeer, polite: boolean, onError: (error: unknown) => void): CallMedia
}

const realMedia = (peer: ConnectedPeer, polite: boolean, onError: (error: unknown) => void) =>
  createCallMedia({ rtc: peer.connection.rtc, polite, onError, send: (description) => peer.session.sendJson({ type: 'call-sdp', description }) })

/** Camera and microphone calls with one connected peer at a time (spec 3 §4 'Call'). */
export function createCalls(deps: CallsDeps) {
  const { log } = deps
  const myUuid = uuidOf(deps.peerId)
  const call$ = new BehaviorSubject<Call | null>(null)
  const medias = new Map<ConnectedPeer['connection'], CallMedia>()
  let peer: ConnectedPeer | null = null
  let watchingRemote: Subscription | null = null
  let calls = 0

  const live = () => (isLive(call$.value) ? call$.value : null)
  const isWith = (from: ConnectedPeer) => live() !== null && peer?.record.peerId === from.record.peerId
  const send = (to: ConnectedPeer, message: CallMessage) => to.session.sendJson(message)
  const update = (id: number, changes: Partial<Call>) => call$.value?.id === id && call$.next({ ...call$.value, ...changes })

  function mediaOf(to: ConnectedPeer): CallMedia {
    const known = medias.get(to.connection)
    if (known) return known
    const polite = !initiates(myUuid, uuidOf(to.record.peerId))
    const media = (deps.media ?? realMedia)(to, polite, (error) => onMediaError(to, error))
    medias.set(to.connection, media)
    return media
  }

  function onMediaError(from: ConnectedPeer, error: unknown) {
    log.warn(`Call media: ${String(error)}`, from.record.short)
    if (isWith(from)) fail(error)
  }

  function begin(to: ConnectedPeer, direction: Call['direction'], phase: CallPhase, hasVideo: boolean): number {
    peer = to
    call$.next({ id: ++calls, peer: to.record, direction, phase, hasVideo, local: null, remote: [] })
    return calls
  }

  /** Ended locally (call-ended sent when `notify`) or by the peer: our tracks stop and the media is let go. */
  function end(endedBy: CallEnd, notify: boolean) {
    const call = live()
    if (!call || !peer) return
    if (notify) send(peer, { type: 'call-ended' })
    stopTracks(call.local)
    medias.get(peer.connection)?.detach()
    watchingRemote?.unsubscribe()
    watchingRemote = null
    log.info(`Call ended (${endedBy})`, peer.record.short)
    peer = null
    call$.next({ ...call, phase: 'ended', endedBy, local: null, remote: [] })
  }

  function fail(error: unknown) {
    deps.failed(callFailureText(error))
    end('failed', true)
  }

  /** Both sides send their tracks; the peer's show as they arrive. */
  function goLive(to: ConnectedPeer, id: number, stream: MediaStream) {
    const media = mediaOf(to)
    update(id, { phase: 'active', local: stream })
    watchingRemote = media.remote$.subscribe((tracks) => update(id, { remote: tracksFor(call$.value?.hasVideo ?? true, tracks) }))
    media.attach(stream)
  }

  async function obtain(id: number, hasVideo: boolean): Promise<MediaStream | null> {
    try {
      const stream = await deps.getUserMedia({ audio: true, video: hasVideo })
      if (live()?.id === id) return stream
      stopTracks(stream) // hung up meanwhile
    } catch (error) {
      if (live()?.id === id) fail(error)
    }
    return null
  }

  async function start(to: ConnectedPeer, { video = true }: { video?: boolean } = {}) {
    if (live() || !deps.callsEnabled()) return
    const id = begin(to, 'outgoing', 'calling', video)
    const stream = await obtain(id, video)
    if (!stream) return
    // Both called at once and we yielded (see onRequest): our media answers their call.
    if (live()?.direction === 'incoming') return join(to, id, stream)
    update(id, { local: stream })
    if (!send(to, { type: 'call-request', hasVideo: video })) fail(new Error(PEER_TEXTS.notConnected))
    else log.info('Calling', to.record.short)
  }

  function join(to: ConnectedPeer, id: number, stream: MediaStream) {
    goLive(to, id, stream)
    send(to, { type: 'call-accepted' })
  }

  async function accept() {
    const call = live()
    if (call?.phase !== 'incoming' || !peer) return
    const to = peer
    update(call.id, { phase: 'joining' })
    const stream = await obtain(call.id, call.hasVideo)
    if (stream) join(to, call.id, stream)
  }

  function onRequest(from: ConnectedPeer, hasVideo: boolean) {
    const call = live()
    if (!deps.callsEnabled() || (call && !isWith(from))) {
      log.info(deps.callsEnabled() ? 'Call declined: busy' : 'Call declined: calls are off', from.record.short)
      return void send(from, { type: 'call-ended' })
    }
    if (!call) return void begin(from, 'incoming', 'incoming', hasVideo)
    // Both called each other: the smaller uuid's call goes on, the other side answers it.
    if (call.phase !== 'calling' || initiates(myUuid, uuidOf(from.record.peerId))) return
    update(call.id, { direction: 'incoming', hasVideo: call.hasVideo && hasVideo })
    if (call.local) join(from, call.id, call.local)
  }

  function onAccepted(from: ConnectedPeer) {
    const call = live()
    if (call?.phase === 'calling' && call.local && isWith(from)) goLive(from, call.id, call.local)
  }

  function onMessage({ from, message }: { from: ConnectedPeer; message: Record<string, unknown> | ArrayBuffer }) {
    const parsed = parseCallMessage(message)
    if (parsed?.type === 'call-sdp') void mediaOf(from).handle(parsed.description)
    else if (parsed?.type === 'call-request') onRequest(from, parsed.hasVideo)
    else if (parsed?.type === 'call-accepted') onAccepted(from)
    else if (parsed?.type === 'call-ended' && isWith(from)) end(live()?.phase === 'calling' ? 'declined' : 'remote', false)
  }

  /** A peer that went takes its call and its media with it. */
  function onConnected(connected: ConnectedPeer[]) {
    const present = new Set(connected.map((each) => each.connection))
    if (peer && !present.has(peer.connection)) end('disconnected', false)
    for (const [connection, media] of medias) if (!present.has(connection)) (media.dispose(), medias.delete(connection))
  }

  const subscriptions = [deps.messages$.subscribe(onMessage), deps.connected$.subscribe(onConnected)]

  return {
    /** The current call; an ended one stays until dismissed. */
    call$: call$.asObservable(),
    /** A peer's call waiting for an answer. */
    incoming$: call$.pipe(map((call) => (call?.phase === 'incoming' ? call : null)), distinctUntilChanged()),
    get call() {
      return call$.value
    },
    /** Calls a connected peer: our camera and microphone first, then the call-request. */
    start,
    accept,
    decline() {
      if (live()?.phase === 'incoming') end('declined', true)
    },
    hangUp: () => end('hung-up', true),
    /** Forgets an ended call. */
    dismiss() {
      if (call$.value?.phase === 'ended') call$.next(null)
    },
    dispose() {
      end('hung-up', true)
      subscriptions.forEach((subscription) => subscription.unsubscribe())
      medias.forEach((media) => media.dispose())
      medias.clear()
      call$.complete()
    },
  }
}

export type Calls = ReturnType<typeof createCalls>
