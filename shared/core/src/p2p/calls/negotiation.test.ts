import { describe, expect, it } from 'vitest'
import { createNegotiation, type NegotiatingConnection } from './negotiation'

/** The signalling states of an RTCPeerConnection, with the implicit rollback of a remote offer over our own. */
function fakeRtc(name: string) {
  let state: RTCSignalingState = 'stable'
  let local: RTCSessionDescriptionInit | null = null
  let offers = 0
  const listeners = new Set<() => void>()
  const applied: string[] = []
  const rtc: NegotiatingConnection & { needsNegotiation(): void } = {
    get signalingState() {
      return state
    },
    get localDescription() {
      return local
    },
    async setLocalDescription() {
      await Promise.resolve()
      if (state === 'stable') [local, state] = [{ type: 'offer', sdp: `${name}-offer-${++offers}` }, 'have-local-offer']
      else if (state === 'have-remote-offer') [local, state] = [{ type: 'answer', sdp: `${name}-answer` }, 'stable']
      else throw new Error(`no description in ${state}`)
    },
    async setRemoteDescription(description) {
      await Promise.resolve()
      if (description.type === 'offer' && state === 'have-local-offer') applied.push('rollback')
      else if (description.type === 'answer' && state !== 'have-local-offer') throw new Error('InvalidStateError')
      state = description.type === 'offer' ? 'have-remote-offer' : 'stable'
      applied.push(description.sdp ?? '')
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    needsNegotiation: () => listeners.forEach((listener) => listener()),
  }
  return { rtc, applied }
}

/** Two connections renegotiating over an in-memory, ordered channel; `polite` is the larger uuid's side. */
function linked() {
  const errors: unknown[] = []
  const small = fakeRtc('small')
  const large = fakeRtc('large')
  const sent: string[] = []
  const make = (own: typeof small, polite: boolean, other: () => ReturnType<typeof createNegotiation>) =>
    createNegotiation({
      rtc: own.rtc,
      polite,
      onError: (error) => errors.push(error),
      send: (description) => (sent.push(description.sdp ?? ''), queueMicrotask(() => void other().handle(description))),
    })
  const smallSide: ReturnType<typeof createNegotiation> = make(small, false, () => largeSide)
  const largeSide: ReturnType<typeof createNegotiation> = make(large, true, () => smallSide)
  return { small, large, smallSide, largeSide, errors, sent }
}

const settle = async () => {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('in-band renegotiation', () => {
  it('a change of tracks sends an offer over the channel, and the answer comes back the same way', async () => {
    const { small, large, sent, errors } = linked()
    large.rtc.needsNegotiation()
    await settle()
    expect(sent).toEqual(['large-offer-1', 'small-answer'])
    expect(small.applied).toEqual(['large-offer-1'])
    expect(large.applied).toEqual(['small-answer'])
    expect([small.rtc.signalingState, large.rtc.signalingState]).toEqual(['stable', 'stable'])
    expect(errors).toEqual([])
  })

  it('both offer at once: the smaller uuid wins, the other side rolls its offer back and answers', async () => {
    const { small, large, errors } = linked()
    small.rtc.needsNegotiation()
    large.rtc.needsNegotiation()
    await settle()
    expect(large.applied).toEqual(['rollback', 'small-offer-1'])
    expect(small.applied).toEqual(['large-answer'])
    expect([small.rtc.signalingState, large.rtc.signalingState]).toEqual(['stable', 'stable'])
    expect(errors).toEqual([])
  })

  it('an answer that comes when no offer of ours waits is dropped', async () => {
    const { small, smallSide, errors } = linked()
    await smallSide.handle({ type: 'answer', sdp: 'late' })
    expect(small.applied).toEqual([])
    expect(errors).toEqual([])
  })

  it('stops listening once disposed', async () => {
    const { large, largeSide, sent } = linked()
    largeSide.dispose()
    large.rtc.needsNegotiation()
    await settle()
    expect(sent).toEqual([])
  })
})
