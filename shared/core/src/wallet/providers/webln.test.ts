import { describe, expect, it, vi } from 'vitest'
import { WALLET_ERRORS } from '../wallet-errors'
import { createWeblnWallet, type WebLNProvider } from './webln'

function provider(overrides: Partial<WebLNProvider> = {}): WebLNProvider {
  return {
    enable: vi.fn(async () => undefined),
    sendPayment: vi.fn(async () => ({ preimage: 'ab'.repeat(32) })),
    makeInvoice: vi.fn(async () => ({ paymentRequest: 'lnbc10n1invoice' })),
    getBalance: vi.fn(async () => ({ balance: 4200 })),
    ...overrides,
  }
}

describe('WebLN wallet', () => {
  it("says 'WebLN provider not connected' when the browser has no provider", async () => {
    const wallet = createWeblnWallet(() => undefined)
    expect(wallet.available()).toBe(false)
    await expect(wallet.payInvoice('lnbc1')).rejects.toThrow(WALLET_ERRORS.weblnNotConnected)
    await expect(wallet.makeInvoice(21, 'x')).rejects.toThrow(WALLET_ERRORS.weblnNotConnected)
  })

  it('enables once, then pays, makes invoices with a memo and reads the balance', async () => {
    const webln = provider()
    const wallet = createWeblnWallet(() => webln)
    expect(await wallet.payInvoice('lnbc1')).toEqual({ preimage: 'ab'.repeat(32) })
    expect(await wallet.makeInvoice(21, 'coffee')).toEqual({ invoice: 'lnbc10n1invoice' })
    expect(webln.makeInvoice).toHaveBeenCalledWith({ amount: 21, defaultMemo: 'coffee' })
    expect(await wallet.getBalance()).toBe(4200)
    expect(webln.enable).toHaveBeenCalledTimes(1)
  })

  it('asks to enable again after the user refused, and reads no balance from a provider without getBalance', async () => {
    let refuse = true
    const webln = provider({ enable: vi.fn(async () => (refuse ? Promise.reject(new Error('User rejected')) : undefined)), getBalance: undefined })
    const wallet = createWeblnWallet(() => webln)
    await expect(wallet.payInvoice('lnbc1')).rejects.toThrow('User rejected')
    refuse = false
    expect(await wallet.getBalance()).toBeNull()
    expect(webln.enable).toHaveBeenCalledTimes(2)
  })
})
