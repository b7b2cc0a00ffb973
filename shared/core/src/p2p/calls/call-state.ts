import type { PeerRecord } from '../peer-manager'

/**
 * Spec 3 §4 'Call': calling (our request sent, waiting), incoming (theirs, waiting for us), joining (accepted, getting
 * our camera and microphone), active (media both ways), ended.
 */
export type CallPhase = 'calling' | 'incoming' | 'joining' | 'active' | 'ended'

/** Why a call ended: we hung up, it was declined (by us or them), they hung up, the connection went, or it failed. */
export type CallEnd = 'hung-up' | 'declined' | 'remote' | 'disconnected' | 'failed'

export interface Call {
  /** Counts the calls of this browser (a key for views). */
  id: number
  peer: PeerRecord
  direction: 'outgoing' | 'incoming'
  phase: CallPhase
  hasVideo: boolean
  /** Our camera and microphone, while the call goes on. */
  local: MediaStream | null
  /** What the peer sends (audio only in an audio call). */
  remote: MediaStreamTrack[]
  endedBy?: CallEnd
}

export const isLive = (call: Call | null): call is Call => call !== null && call.phase !== 'ended'

export const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop())

/** The peer's tracks the call shows: a past video call's idle video is left out of an audio call. */
export const tracksFor = (hasVideo: boolean, tracks: MediaStreamTrack[]) => tracks.filter((track) => hasVideo || track.kind === 'audio')

export const uuidOf = (peerId: string) => peerId.split(':')[1] ?? ''
