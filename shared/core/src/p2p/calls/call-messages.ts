// Spec 3 §7 peer data messages of a call (call-request, call-ended), plus the answer to a request and the in-band
// renegotiation that puts the media on the existing connection.

export type CallMessage =
  | { type: 'call-request'; hasVideo: boolean }
  | { type: 'call-accepted' }
  | { type: 'call-ended' }
  /** An offer or answer adding (or changing) media tracks, sent over the data channel instead of the relays. */
  | { type: 'call-sdp'; description: RTCSessionDescriptionInit }

const isDescription = (value: unknown): value is RTCSessionDescriptionInit =>
  typeof value === 'object' && value !== null && ['offer', 'answer'].includes((value as { type?: unknown }).type as string) && typeof (value as { sdp?: unknown }).sdp === 'string'

/** The call message a peer sent, or null for anything else (other protocols share the channel). */
export function parseCallMessage(message: Record<string, unknown> | ArrayBuffer): CallMessage | null {
  if (message instanceof ArrayBuffer) return null
  switch (message.type) {
    case 'call-request':
      return { type: 'call-request', hasVideo: message.hasVideo === true }
    case 'call-accepted':
    case 'call-ended':
      return { type: message.type }
    case 'call-sdp':
      return isDescription(message.description) ? { type: 'call-sdp', description: { type: message.description.type, sdp: message.description.sdp } } : null
    default:
      return null
  }
}
