import { describe, expect, it } from 'vitest'
import { eventHexProblem, hexProblem } from './hex-check'

describe('hex errors (spec 3 §5)', () => {
  it('names the value when it is not hex', () => {
    expect(hexProblem('pubkey', 'npub1xyz')).toBe('pubkey must be hex only, got "npub1xyz"')
    expect(hexProblem('id', 'A'.repeat(64))).toBe(`id must be hex only, got "${'A'.repeat(64)}"`)
  })

  it('names the length when it is hex of the wrong length', () => {
    expect(hexProblem('id', 'ab'.repeat(31))).toBe('id must be 64 characters long, got 62')
    expect(hexProblem('sig', 'a'.repeat(127), 128)).toBe('sig must be 128 characters long, got 127')
  })

  it('accepts 64-character lowercase hex and explains non-strings', () => {
    expect(hexProblem('id', 'f'.repeat(64))).toBeNull()
    expect(hexProblem('id', 5)).toBe('id must be a hex string, got number')
  })

  it('explains the first malformed field of an event', () => {
    const ok = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), sig: 'c'.repeat(128) }
    expect(eventHexProblem(ok)).toBeNull()
    expect(eventHexProblem({ ...ok, pubkey: 'b'.repeat(65) })).toBe('pubkey must be 64 characters long, got 65')
    expect(eventHexProblem(null)).toBe('event must be an object')
  })
})
