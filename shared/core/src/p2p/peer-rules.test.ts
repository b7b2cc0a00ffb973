import { describe, expect, it } from 'vitest'
import { decideOffer, initiates, mayRelay, mayServe, needsConfirmation, shouldConnect, type PeerQuotas, type Relationship } from './peer-rules'

const quotas: PeerQuotas = { inbound: 0, outbound: 0, maxInbound: 5, maxOutbound: 5, connectToOwnDevices: true }
const mutual: Relationship = { isOwn: false, isMutual: true, distance: 1 }
const own: Relationship = { isOwn: true, isMutual: false, distance: 0 }
const stranger: Relationship = { isOwn: false, isMutual: false, distance: 3 }
const note = (over: Partial<{ kind: number; created_at: number }> = {}) => ({ id: 'a'.repeat(64), pubkey: 'b'.repeat(64), sig: 'c'.repeat(128), tags: [], content: 'hi', kind: 1, created_at: 1000, ...over })

describe('peer offers (spec 3 §5)', () => {
  it('accepts a mutual follow while the inbound quota has room, refuses once it is full', () => {
    expect(decideOffer(mutual, { ...quotas, inbound: 4 })).toEqual({ accept: true })
    expect(decideOffer(mutual, { ...quotas, inbound: 5 })).toEqual({ accept: false, reason: 'Inbound connection quota full' })
  })

  it('refuses a stranger and a one-way follow', () => {
    expect(decideOffer(stranger, quotas)).toEqual({ accept: false, reason: 'Rejected offer from non-mutual follow' })
    expect(decideOffer({ isOwn: false, isMutual: false, distance: 1 }, quotas)).toMatchObject({ accept: false, reason: 'Rejected offer from non-mutual follow' })
  })

  it('accepts own devices beyond the quota, unless connecting to them is off', () => {
    expect(decideOffer(own, { ...quotas, inbound: 5 })).toEqual({ accept: true })
    expect(decideOffer(own, { ...quotas, connectToOwnDevices: false }).accept).toBe(false)
  })
})

describe('outbound connections', () => {
  it('connects to mutual follows while the outbound quota has room', () => {
    expect(shouldConnect(mutual, { ...quotas, outbound: 4 })).toBe(true)
    expect(shouldConnect(mutual, { ...quotas, outbound: 5 })).toBe(false)
    expect(shouldConnect(stranger, quotas)).toBe(false)
    expect(shouldConnect(own, { ...quotas, outbound: 5 })).toBe(true)
  })

  it('lets the smaller uuid initiate, and asks the user except for own devices', () => {
    expect(initiates('aaa', 'bbb')).toBe(true)
    expect(initiates('bbb', 'aaa')).toBe(false)
    expect(needsConfirmation(mutual)).toBe(true)
    expect(needsConfirmation(own)).toBe(false)
  })
})

describe('relaying events to peers', () => {
  const friend = { distance: 2, muted: false }
  it('relays a fresh note by an author within distance 2', () => {
    expect(mayRelay(note({ created_at: 1000 }), friend, 1060)).toBe(true)
  })
  it('never relays gift wraps, muted authors, authors beyond distance 2 or events older than 60 s', () => {
    expect(mayRelay(note({ kind: 1059 }), friend, 1000)).toBe(false)
    expect(mayRelay(note(), { distance: 1, muted: true }, 1000)).toBe(false)
    expect(mayRelay(note(), { distance: 3, muted: false }, 1000)).toBe(false)
    expect(mayRelay(note({ created_at: 1000 }), friend, 1061)).toBe(false)
  })
  it('serves stored events to a peer that asked whatever their age, with the other rules', () => {
    expect(mayServe(note({ created_at: 1 }), friend)).toBe(true)
    expect(mayServe(note({ kind: 1059 }), friend)).toBe(false)
    expect(mayServe(note(), { distance: 3, muted: false })).toBe(false)
  })
})
