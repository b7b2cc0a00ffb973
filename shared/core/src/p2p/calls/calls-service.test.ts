import { describe, expect, it } from 'vitest'
import { PEER_TEXTS } from '../p2p-constants'
import { callPair, settle, strangerPeer } from './test-support/call-fakes'

/** Ana calls ben (video unless told) and ben's browser is told. */
async function anaCallsBen(pair: ReturnType<typeof callPair>, video = true) {
  await pair.ana.calls.start(pair.ana.peer, { video })
  await settle()
}

async function connectedCall(video = true) {
  const pair = callPair()
  await anaCallsBen(pair, video)
  await pair.ben.calls.accept()
  await settle()
  return pair
}

describe('calls (spec 3 §4 Call)', () => {
  it('gets the camera and microphone first, then sends call-request with hasVideo; the peer is told of the incoming call', async () => {
    const pair = callPair()
    const incoming: Array<string | null> = []
    pair.ben.calls.incoming$.subscribe((call) => incoming.push(call ? call.peer.short : null))
    await anaCallsBen(pair)
    expect(pair.ana.media.asked).toEqual([{ audio: true, video: true }])
    expect(pair.ana.sent).toEqual([{ type: 'call-request', hasVideo: true }])
    expect(pair.ana.calls.call).toMatchObject({ phase: 'calling', direction: 'outgoing', local: pair.ana.media.given[0] })
    expect(pair.ben.calls.call).toMatchObject({ phase: 'incoming', direction: 'incoming', hasVideo: true, peer: { short: 'ana' } })
    expect(incoming).toEqual([null, 'ana'])
  })

  it('accept: both sides go active and each gets the other one\'s tracks', async () => {
    const { ana, ben } = await connectedCall()
    expect(ben.media.asked).toEqual([{ audio: true, video: true }])
    expect(ben.sent).toEqual([{ type: 'call-accepted' }])
    expect(ana.calls.call).toMatchObject({ phase: 'active', remote: ben.media.given[0].tracks })
    expect(ben.calls.call).toMatchObject({ phase: 'active', local: ben.media.given[0], remote: ana.media.given[0].tracks })
  })

  it('an audio call asks for the microphone only, on both sides', async () => {
    const { ana, ben } = await connectedCall(false)
    expect(ana.sent[0]).toEqual({ type: 'call-request', hasVideo: false })
    expect(ben.media.asked).toEqual([{ audio: true, video: false }])
    expect(ana.calls.call?.remote.map((track) => track.kind)).toEqual(['audio'])
  })

  it('a remote hang-up ends the call: the media closes and the tracks stop on both sides', async () => {
    const { ana, ben } = await connectedCall()
    ana.calls.hangUp()
    await settle()
    expect(ana.sent.at(-1)).toEqual({ type: 'call-ended' })
    expect(ana.calls.call).toMatchObject({ phase: 'ended', endedBy: 'hung-up', local: null, remote: [] })
    expect(ben.calls.call).toMatchObject({ phase: 'ended', endedBy: 'remote', local: null, remote: [] })
    expect([...ana.media.given[0].tracks, ...ben.media.given[0].tracks].every((track) => track.stopped)).toBe(true)
    expect(ben.sent.filter((message) => message.type === 'call-ended')).toEqual([])
    ben.calls.dismiss()
    expect(ben.calls.call).toBeNull()
  })

  it('declining tells the caller, whose tracks stop', async () => {
    const pair = callPair()
    await anaCallsBen(pair)
    pair.ben.calls.decline()
    await settle()
    expect(pair.ben.calls.call).toMatchObject({ phase: 'ended', endedBy: 'declined' })
    expect(pair.ana.calls.call).toMatchObject({ phase: 'ended', endedBy: 'declined' })
    expect(pair.ana.media.given[0].tracks.every((track) => track.stopped)).toBe(true)
    expect(pair.ben.media.asked).toEqual([])
  })

  it('a peer that disconnects ends the call', async () => {
    const { ana } = await connectedCall()
    ana.connected$.next([])
    expect(ana.calls.call).toMatchObject({ phase: 'ended', endedBy: 'disconnected' })
    expect(ana.media.given[0].tracks.every((track) => track.stopped)).toBe(true)
  })

  it.each([
    ['NotAllowedError', PEER_TEXTS.permissionDenied],
    ['NotFoundError', PEER_TEXTS.deviceNotFound],
    ['OverconstrainedError', PEER_TEXTS.deviceNotFound],
    ['AbortError', 'Failed to start call: Could not start video source'],
  ])('a getUserMedia %s shows "%s" and stops the call before any request', async (name, text) => {
    const pair = callPair({ anaMediaError: new DOMException('Could not start video source', name) })
    await anaCallsBen(pair)
    expect(pair.ana.toasts).toEqual([text])
    expect(pair.ana.calls.call).toMatchObject({ phase: 'ended', endedBy: 'failed' })
    expect(pair.ana.sent.some((message) => message.type === 'call-request')).toBe(false)
    expect(pair.ben.calls.call).toBeNull()
  })

  it('a failure while answering shows its toast on the callee and ends the call for both', async () => {
    const pair = callPair({ benMediaError: new DOMException('denied', 'NotAllowedError') })
    await anaCallsBen(pair)
    await pair.ben.calls.accept()
    await settle()
    expect(pair.ben.toasts).toEqual([PEER_TEXTS.permissionDenied])
    expect(pair.ben.calls.call).toMatchObject({ phase: 'ended', endedBy: 'failed' })
    expect(pair.ana.calls.call).toMatchObject({ phase: 'ended', endedBy: 'declined' })
    expect(pair.ana.media.given[0].tracks.every((track) => track.stopped)).toBe(true)
  })

  it('with calls turned off, an incoming request is declined at once and nothing is shown', async () => {
    const pair = callPair({ benCalls: false })
    const incoming: unknown[] = []
    pair.ben.calls.incoming$.subscribe((call) => call && incoming.push(call))
    await anaCallsBen(pair)
    await settle()
    expect(incoming).toEqual([])
    expect(pair.ben.sent).toEqual([{ type: 'call-ended' }])
    expect(pair.ana.calls.call).toMatchObject({ phase: 'ended', endedBy: 'declined' })
  })

  it('with calls turned off, starting one does nothing', async () => {
    const pair = callPair({ anaCalls: false })
    await anaCallsBen(pair)
    expect(pair.ana.calls.call).toBeNull()
    expect(pair.ana.media.asked).toEqual([])
  })

  it('both call each other at once: the smaller uuid\'s call goes on and the other side answers it with its media', async () => {
    const pair = callPair()
    await Promise.all([pair.ana.calls.start(pair.ana.peer), pair.ben.calls.start(pair.ben.peer)])
    await settle()
    await settle()
    expect(pair.ana.calls.call).toMatchObject({ phase: 'active', direction: 'outgoing' })
    expect(pair.ben.calls.call).toMatchObject({ phase: 'active', direction: 'incoming' })
    expect(pair.ana.calls.call?.remote).toEqual(pair.ben.media.given[0].tracks)
  })

  it('a second caller gets call-ended while a call goes on', async () => {
    const pair = await connectedCall()
    const third = strangerPeer('cara')
    pair.inbox.ben.next({ from: third.peer, message: { type: 'call-request', hasVideo: true } })
    expect(third.sent).toEqual([{ type: 'call-ended' }])
    expect(pair.ben.calls.call).toMatchObject({ phase: 'active', peer: { short: 'ana' } })
  })

  it('ignores the messages of other protocols and malformed ones', async () => {
    const pair = callPair()
    pair.inbox.ben.next({ from: pair.ben.peer, message: { type: 'file-accepted' } })
    pair.inbox.ben.next({ from: pair.ben.peer, message: { type: 'call-sdp', description: { type: 'offer' } } })
    expect(pair.ben.calls.call).toBeNull()
  })
})
