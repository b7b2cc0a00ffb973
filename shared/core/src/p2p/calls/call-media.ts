import { BehaviorSubject, type Observable } from 'rxjs'
import { createNegotiation } from './negotiation'

/** A call's media on one peer connection. */
export interface CallMedia {
  /** Sends the stream's tracks to the peer: an idle sender of a past call is reused, a new one renegotiates in-band. */
  attach(stream: MediaStream): void
  /** Stops sending; the senders stay for the next call, so hanging up needs no renegotiation. */
  detach(): void
  /** The tracks the peer sends us (one per kind it ever sent, live or idle). */
  readonly remote$: Observable<MediaStreamTrack[]>
  /** An offer or answer of the peer's renegotiation. */
  handle(description: RTCSessionDescriptionInit): Promise<void>
  dispose(): void
}

export interface CallMediaOptions {
  rtc: RTCPeerConnection
  send(description: RTCSessionDescriptionInit): void
  polite: boolean
  onError(error: unknown): void
}

const kindOf = (transceiver: RTCRtpTransceiver) => transceiver.receiver.track.kind
const isIdleSender = (transceiver: RTCRtpTransceiver, kind: string) => transceiver.direction === 'sendrecv' && !transceiver.sender.track && kindOf(transceiver) === kind

/** Media tracks on an open RTCPeerConnection, beside its data channel. */
export function createCallMedia({ rtc, send, polite, onError }: CallMediaOptions): CallMedia {
  const negotiation = createNegotiation({ rtc, send, polite, onError })
  const received = new Map<string, MediaStreamTrack>()
  const remote$ = new BehaviorSubject<MediaStreamTrack[]>([])
  const sending = new Set<RTCRtpSender>()

  const onTrack = ({ track }: RTCTrackEvent) => {
    received.set(track.id, track)
    remote$.next([...received.values()])
  }
  rtc.addEventListener('track', onTrack)

  function sendTrack(track: MediaStreamTrack, stream: MediaStream) {
    const idle = rtc.getTransceivers().find((transceiver) => isIdleSender(transceiver, track.kind))
    if (idle) {
      idle.sender.replaceTrack(track).catch(onError)
      sending.add(idle.sender)
    } else sending.add(rtc.addTrack(track, stream))
  }

  return {
    attach(stream) {
      try {
        for (const track of stream.getTracks()) sendTrack(track, stream)
      } catch (error) {
        onError(error)
      }
    },
    detach() {
      for (const sender of sending) if (rtc.connectionState !== 'closed') sender.replaceTrack(null).catch(() => {})
      sending.clear()
    },
    remote$: remote$.asObservable(),
    handle: negotiation.handle,
    dispose() {
      negotiation.dispose()
      rtc.removeEventListener('track', onTrack)
      remote$.complete()
    },
  }
}
