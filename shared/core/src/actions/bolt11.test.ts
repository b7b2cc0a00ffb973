import { describe, expect, it } from 'vitest'
import { invoiceWithPrefix, SAMPLE_INVOICE } from '../test-support/invoices'
import { bolt11Bits, readInvoice } from './bolt11'

describe('readInvoice', () => {
  it('decodes amount, description and expiry, and rejects what is no invoice', () => {
    expect(readInvoice(SAMPLE_INVOICE)).toEqual({ amount: 2000, millisats: 2_000_000, description: 'fiatjaf:  money', expiresAt: 1648859703 + 172800 })
    expect(readInvoice(`lightning:${SAMPLE_INVOICE.toUpperCase()}`)).toEqual(readInvoice(SAMPLE_INVOICE))
    expect(readInvoice('lnbc1notreallyaninvoiceatall')).toBeNull()
    expect(readInvoice(SAMPLE_INVOICE.slice(0, -1) + 'q')).toBeNull() // checksum broken
    expect(readInvoice('')).toBeNull()
  })

  it('reads an any-amount invoice as amount null', () => {
    expect(readInvoice(invoiceWithPrefix('lnbc'))).toMatchObject({ amount: null, description: 'fiatjaf:  money' })
  })
})

describe('bolt11Bits', () => {
  it('is the millisats / 1000, rounded down, for every multiplier and network', () => {
    expect(bolt11Bits(invoiceWithPrefix('lnbc2500u'))).toBe(250_000)
    expect(bolt11Bits(invoiceWithPrefix('lnbc20m'))).toBe(2_000_000)
    expect(bolt11Bits(invoiceWithPrefix('lnbc210n'))).toBe(21)
    expect(bolt11Bits(invoiceWithPrefix('lnbc9678785340p'))).toBe(967_878)
    expect(bolt11Bits(invoiceWithPrefix('lntb1500n'))).toBe(150)
    expect(bolt11Bits(invoiceWithPrefix('lnbcrt1u'))).toBe(100)
  })

  it('is 0 for an invoice without an amount and for text that is no invoice', () => {
    expect(bolt11Bits(invoiceWithPrefix('lnbc'))).toBe(0)
    expect(bolt11Bits('hello')).toBe(0)
    expect(bolt11Bits('')).toBe(0)
  })
})
