import { describe, expect, it } from 'vitest'
import { bolt11AmountMsat, bolt11Bits } from './bolt11-amount'

// Amount parts of real invoices (BOLT 11 examples), data part shortened: only the human-readable part is read.
describe('bolt11 amount', () => {
  it('reads each multiplier', () => {
    expect(bolt11AmountMsat('lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzq')).toBe(250_000_000)
    expect(bolt11AmountMsat('lnbc20m1pvjluezpp5qqqsyqcyq5rqwzq')).toBe(2_000_000_000)
    expect(bolt11AmountMsat('lnbc210n1pjw7sqspp5')).toBe(21_000)
    expect(bolt11AmountMsat('lnbc9678785340p1pwmna7lpp5')).toBe(967_878_534)
    expect(bolt11AmountMsat('lntb1500n1pj')).toBe(150_000)
    expect(bolt11AmountMsat('lnbcrt1u1pj')).toBe(100_000)
    expect(bolt11AmountMsat('LNBC1M1PJ')).toBe(100_000_000)
  })

  it('gives null without an amount or for malformed input', () => {
    expect(bolt11AmountMsat('lnbc1pvjluezpp5qqqsyqcyq5rqwzq')).toBeNull()
    expect(bolt11AmountMsat('hello')).toBeNull()
    expect(bolt11AmountMsat('lnbc15p1pj')).toBeNull()
    expect(bolt11AmountMsat('')).toBeNull()
  })

  it('converts to bits (1 bit = 1000 millisats)', () => {
    expect(bolt11Bits('lnbc210n1pjw7sqspp5')).toBe(21)
    expect(bolt11Bits('lnbc10u1pj')).toBe(1000)
    expect(bolt11Bits('lnbc1pj')).toBe(0)
  })
})
