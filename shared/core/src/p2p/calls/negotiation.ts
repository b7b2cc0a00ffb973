/** The part of RTCPeerConnection that renegotiation uses (a fake stands in for it in tests). */
export interface NegotiatingConnection {
  readonly signalingState: RTCSignalingState
  readonly localDescription: RTCSessionDescriptionInit | null
  setLocalDescription(): Promise<void>
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>
  addEventListener(type: 'negotiationneeded', listener: () => void): void
  removeEventListener(type: 'negotiationneeded', listener: () => void): void
}

export interface NegotiationOptions {
  rtc: NegotiatingConnection
  /** Sends our offer or answer to the peer over the open data channel. */
  send(description: RTCSessionDescriptionInit): void
  /** The side that yields when both offer at once: the one with the larger session uuid (the smaller uuid wins, as for connecting). */
  polite: boolean
  onError(error: unknown): void
}

/**
 * In-band renegotiation of an open connection ('perfect negotiation'): a change of tracks makes an offer that travels
 * over the data channel; when both sides offer at once, the impolite side ignores the other's offer and the polite
 * side rolls its own back and answers.
 */
export function createNegotiation({ rtc, send, polite, onError }: NegotiationOptions) {
  let makingOffer = false
  let queue: Promise<void> = Promise.resolve()

  async function offer() {
    try {
      makingOffer = true
      await rtc.setLocalDescription()
      if (rtc.localDescription) send(plain(rtc.localDescription))
    } catch (error) {
      onError(error)
    } finally {
      makingOffer = false
    }
  }

  async function apply(description: RTCSessionDescriptionInit) {
    const collision = description.type === 'offer' && (makingOffer || rtc.signalingState !== 'stable')
    if (collision && !polite) return
    if (description.type === 'answer' && rtc.signalingState !== 'have-local-offer') return
    // On a collision the polite side's setRemoteDescription rolls its own offer back first.
    await rtc.setRemoteDescription(description)
    if (description.type !== 'offer') return
    await rtc.setLocalDescription()
    if (rtc.localDescription) send(plain(rtc.localDescription))
  }

  const onNeeded = () => void offer()
  rtc.addEventListener('negotiationneeded', onNeeded)

  return {
    /** An offer or answer from the peer; handled one at a time, in order. */
    handle(description: RTCSessionDescriptionInit): Promise<void> {
      queue = queue.then(() => apply(description)).catch(onError)
      return queue
    },
    dispose: () => rtc.removeEventListener('negotiationneeded', onNeeded),
  }
}

const plain = ({ type, sdp }: RTCSessionDescriptionInit): RTCSessionDescriptionInit => ({ type, sdp })

export type Negotiation = ReturnType<typeof createNegotiation>
