import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { formatPeerId, parsePeerId, shortPeerId } from './peer-id'
import { createRateLimiter } from './rate-limiter'
import { createSeenEvents } from './seen-events'

const KEY = 'ab'.repeat(32)

describe('peer ids', () => {
  it('reads pubkey:uuid and writes it back, with the short form of 8 + 6 characters', () => {
    const peer = parsePeerId(`${KEY}:0f3c2a9e-1111-4222-8333-444455556666`)
    expect(peer).toEqual({ pubkey: KEY, uuid: '0f3c2a9e-1111-4222-8333-444455556666' })
    expect(formatPeerId(peer)).toBe(`${KEY}:0f3c2a9e-1111-4222-8333-444455556666`)
    expect(shortPeerId(peer)).toBe('abababab:0f3c2a')
  })

  it.each(['', KEY, `${KEY}:`, `nothex:abcdef12`, `${KEY}:abc:def`, `${KEY}:<script>`])('refuses %j with "Invalid peer string"', (text) => {
    expect(() => parsePeerId(text)).toThrow('Invalid peer string')
  })
})

describe('per-peer limits (spec 3 §9)', () => {
  it('allows 5 messages per second per peer, then refuses until the window moves on', () => {
    const clock = createManualClock()
    const limiter = createRateLimiter(5, 1000, clock)
    expect(Array.from({ length: 7 }, () => limiter.allow('peer'))).toEqual([true, true, true, true, true, false, false])
    expect(limiter.allow('other')).toBe(true)
    clock.advance(999)
    expect(limiter.allow('peer')).toBe(false)
    clock.advance(1)
    expect(limiter.allow('peer')).toBe(true)
  })

  it('remembers the last 500 event ids a peer has', () => {
    const seen = createSeenEvents(500)
    for (let index = 0; index < 501; index++) seen.add(`id${index}`)
    expect(seen.size).toBe(500)
    expect(seen.has('id0')).toBe(false)
    expect(seen.has('id1')).toBe(true)
    expect(seen.has('id500')).toBe(true)
  })
})
