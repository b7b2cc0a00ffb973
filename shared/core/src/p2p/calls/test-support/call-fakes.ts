import { BehaviorSubject, Subject } from 'rxjs'
import type { ConnectedPeer } from '../../p2p-service'
import type { CallMedia } from '../call-media'
import { createCalls, type Calls } from '../calls-service'

export type FakeTrack = MediaStreamTrack & { stopped: boolean }

let trackIds = 0
export function fakeTrack(kind: 'audio' | 'video'): FakeTrack {
  const track = { kind, id: `${kind}-${++trackIds}`, stopped: false, stop: () => void (track.stopped = true) }
  return track as unknown as FakeTrack
}

export const fakeStream = (hasVideo: boolean) => {
  const tracks = [fakeTrack('audio'), ...(hasVideo ? [fakeTrack('video')] : [])]
  return { getTracks: () => tracks, tracks } as unknown as MediaStream & { tracks: FakeTrack[] }
}

/** getUserMedia that hands out fake streams (kept for the test to look at) or rejects with `error`. */
export function fakeGetUserMedia(error?: unknown) {
  const given: Array<MediaStream & { tracks: FakeTrack[] }> = []
  const asked: MediaStreamConstraints[] = []
  const getUserMedia = async (constraints: MediaStreamConstraints) => {
    asked.push(constraints)
    if (error) throw error
    const stream = fakeStream(constraints.video === true)
    given.push(stream)
    return stream
  }
  return { getUserMedia, given, asked }
}

interface Side {
  name: string
  uuid: string
  calls: Calls
  toasts: string[]
  sent: Array<Record<string, unknown>>
  media: ReturnType<typeof fakeGetUserMedia>
  /** The other side as this one sees it. */
  peer: ConnectedPeer
  connected$: BehaviorSubject<ConnectedPeer[]>
  /** The tracks this side's media sends, which the other side receives. */
  outgoing$: BehaviorSubject<MediaStreamTrack[]>
}

export interface PairOptions {
  anaCalls?: boolean
  benCalls?: boolean
  anaMediaError?: unknown
  benMediaError?: unknown
}

const KEY = (letter: string) => letter.repeat(64)

/** Two browsers' call services over an in-memory data channel; media tracks 'travel' as soon as they are attached. */
export function callPair(options: PairOptions = {}) {
  const make = (name: string, uuid: string, error: unknown): Side => {
    const connected$ = new BehaviorSubject<ConnectedPeer[]>([])
    const record = { peerId: '', short: '', pubkey: '', state: 'connected' as const, direction: 'outbound' as const }
    const peer = { record, connection: { name } as unknown as ConnectedPeer['connection'], session: null as unknown as ConnectedPeer['session'] }
    return { name, uuid, toasts: [], sent: [], media: fakeGetUserMedia(error), peer, connected$, outgoing$: new BehaviorSubject<MediaStreamTrack[]>([]), calls: null as unknown as Calls }
  }
  const ana = make('ana', 'aaaa-1111', options.anaMediaError)
  const ben = make('ben', 'bbbb-2222', options.benMediaError)
  const enabled = { ana: options.anaCalls ?? true, ben: options.benCalls ?? true }
  for (const [me, other] of [[ana, ben], [ben, ana]] as const) {
    Object.assign(me.peer.record, { peerId: `${KEY(other.name[0])}:${other.uuid}`, short: other.name, pubkey: KEY(other.name[0]) })
  }
  const inbox = { ana: new Subject<{ from: ConnectedPeer; message: Record<string, unknown> }>(), ben: new Subject<{ from: ConnectedPeer; message: Record<string, unknown> }>() }
  for (const [me, other] of [[ana, ben], [ben, ana]] as const) {
    // The channel is ordered and asynchronous, and carries JSON.
    me.peer.session = {
      sendJson(message: unknown) {
        const copy = JSON.parse(JSON.stringify(message)) as Record<string, unknown>
        me.sent.push(copy)
        queueMicrotask(() => inbox[other.name as 'ana' | 'ben'].next({ from: other.peer, message: copy }))
        return true
      },
    } as unknown as ConnectedPeer['session']
  }
  for (const [me, other] of [[ana, ben], [ben, ana]] as const) {
    const media = (): CallMedia => ({
      attach: (stream) => me.outgoing$.next(stream.getTracks()),
      detach: () => me.outgoing$.next([]),
      remote$: other.outgoing$.asObservable(),
      handle: async () => {},
      dispose: () => {},
    })
    me.calls = createCalls({
      peerId: `${KEY(me.name[0])}:${me.uuid}`,
      connected$: me.connected$,
      messages$: inbox[me.name as 'ana' | 'ben'],
      getUserMedia: me.media.getUserMedia,
      callsEnabled: () => enabled[me.name as 'ana' | 'ben'],
      failed: (text) => void me.toasts.push(text),
      log: { info: () => {}, warn: () => {} },
      media,
    })
    me.connected$.next([me.peer])
  }
  return { ana, ben, inbox }
}

/** A connected peer outside the pair, whose messages the test reads. */
export function strangerPeer(name: string) {
  const sent: unknown[] = []
  const record = { peerId: `${KEY(name[0])}:${name}-uuid`, short: name, pubkey: KEY(name[0]), state: 'connected' as const, direction: 'inbound' as const }
  const session = { sendJson: (message: unknown) => (sent.push(message), true) } as unknown as ConnectedPeer['session']
  return { peer: { record, connection: {} as ConnectedPeer['connection'], session }, sent }
}

/** Lets queued messages and media requests run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
