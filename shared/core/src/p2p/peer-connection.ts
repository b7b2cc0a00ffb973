import { BehaviorSubject, Subject, type Observable } from 'rxjs'
import type { DirectSignal } from './signalling'

export type PeerState = 'new' | 'connecting' | 'connected' | 'failed' | 'closed'
export type ChannelMessage = string | ArrayBuffer

/** One WebRTC connection to a peer with its data channel. */
export interface PeerConnection {
  readonly state$: Observable<PeerState>
  readonly state: PeerState
  /** Text (JSON) and binary frames from the peer, once the channel is open. */
  readonly messages$: Observable<ChannelMessage>
  /** False when the channel is not open. */
  send(message: ChannelMessage): boolean
  /** Bytes queued in the channel, not yet sent. */
  bufferedAmount(): number
  /** Starts as the initiator: creates the channel and the offer. */
  start(): Promise<void>
  /** An answer, candidate or (for the answerer) the offer, from the signalling. */
  handle(signal: DirectSignal): Promise<void>
  /** The underlying connection (calls add media tracks to it). */
  readonly rtc: RTCPeerConnection
  close(): void
}

export interface PeerConnectionOptions {
  iceServers: RTCIceServer[]
  /** Sends an offer, answer or candidate (without recipient and peerId: the manager adds them). */
  signal(message: { type: 'offer'; offer: RTCSessionDescriptionInit } | { type: 'answer'; answer: RTCSessionDescriptionInit } | { type: 'candidate'; candidate: RTCIceCandidateInit }): void
  RTC?: typeof RTCPeerConnection
}

const CHANNEL_LABEL = 'nostr'

export function createPeerConnection(opts: PeerConnectionOptions): PeerConnection {
  const RTC = opts.RTC ?? RTCPeerConnection
  const rtc = new RTC({ iceServers: opts.iceServers })
  const state$ = new BehaviorSubject<PeerState>('new')
  const messages$ = new Subject<ChannelMessage>()
  let channel: RTCDataChannel | null = null
  const earlyCandidates: RTCIceCandidateInit[] = []

  const setState = (state: PeerState) => state$.value !== state && state$.next(state)
  rtc.onconnectionstatechange = () => {
    const state = rtc.connectionState
    // 'disconnected' may recover; the channel decides 'connected' (a connection without a channel is no use).
    if (state === 'failed' || state === 'closed') setState(state)
    else if (state === 'connecting' && state$.value === 'new') setState('connecting')
  }
  rtc.onicecandidate = ({ candidate }) => candidate && opts.signal({ type: 'candidate', candidate: candidate.toJSON() })
  rtc.ondatachannel = ({ channel: incoming }) => incoming.label === CHANNEL_LABEL && attach(incoming)

  function attach(open: RTCDataChannel) {
    channel = open
    open.binaryType = 'arraybuffer'
    open.onopen = () => setState('connected')
    open.onclose = () => setState('closed')
    open.onmessage = ({ data }) => messages$.next(data as ChannelMessage)
    if (open.readyState === 'open') setState('connected')
  }

  async function flushCandidates() {
    for (const candidate of earlyCandidates.splice(0)) await rtc.addIceCandidate(candidate).catch(() => {})
  }

  async function handle(signal: DirectSignal) {
    if (signal.type === 'offer') {
      setState('connecting')
      await rtc.setRemoteDescription(signal.offer)
      await flushCandidates()
      await rtc.setLocalDescription(await rtc.createAnswer())
      opts.signal({ type: 'answer', answer: rtc.localDescription!.toJSON() })
    } else if (signal.type === 'answer') {
      if (rtc.signalingState !== 'have-local-offer') return
      await rtc.setRemoteDescription(signal.answer)
      await flushCandidates()
    } else if (!rtc.remoteDescription) earlyCandidates.push(signal.candidate)
    else await rtc.addIceCandidate(signal.candidate).catch(() => {})
  }

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value
    },
    messages$: messages$.asObservable(),
    send(message) {
      if (channel?.readyState !== 'open') return false
      try {
        channel.send(message as string)
        return true
      } catch {
        return false
      }
    },
    bufferedAmount: () => channel?.bufferedAmount ?? 0,
    async start() {
      setState('connecting')
      attach(rtc.createDataChannel(CHANNEL_LABEL, { ordered: true }))
      await rtc.setLocalDescription(await rtc.createOffer())
      opts.signal({ type: 'offer', offer: rtc.localDescription!.toJSON() })
    },
    handle,
    rtc,
    close() {
      channel?.close()
      rtc.close()
      setState('closed')
      messages$.complete()
    },
  }
}
