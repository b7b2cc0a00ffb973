import { describe, expect, it } from 'vitest'
import { participantsOf, sessionIdOf, sessionIdOfRumor } from './session-id'

const me = 'a'.repeat(64)
const bob = 'b'.repeat(64)
const carol = 'c'.repeat(64)

describe('conversation ids (NIP-17: the participant set)', () => {
  it('is the same set whoever wrote and in whatever order', () => {
    expect(sessionIdOf(me, [carol, me, bob])).toBe(`${bob},${carol}`)
    expect(sessionIdOfRumor(me, { pubkey: bob, tags: [['p', me], ['p', carol]] })).toBe(`${bob},${carol}`)
    expect(sessionIdOfRumor(me, { pubkey: me, tags: [['p', carol], ['p', bob]] })).toBe(`${bob},${carol}`)
  })

  it('keeps notes to self apart and drops what is not a key', () => {
    expect(sessionIdOf(me, [me])).toBe(me)
    expect(participantsOf(me, me)).toEqual([])
    expect(sessionIdOf(me, [bob, 'not-a-key', bob.toUpperCase()])).toBe(bob)
    expect(participantsOf(me, `${bob},${carol}`)).toEqual([bob, carol])
  })
})
