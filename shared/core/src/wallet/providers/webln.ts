import { WALLET_ERRORS, WalletError } from '../wallet-errors'

/** The part of the WebLN API (window.webln) the wallet uses. */
export interface WebLNProvider {
  enable(): Promise<void>
  sendPayment(paymentRequest: string): Promise<{ preimage: string }>
  makeInvoice(args: { amount: number | string; defaultMemo?: string }): Promise<{ paymentRequest: string }>
  getBalance?(): Promise<{ balance: number; currency?: string }>
}

/** The browser's WebLN provider, when an extension injected one. */
export function browserWebln(): WebLNProvider | undefined {
  return (globalThis as { webln?: WebLNProvider }).webln
}

/** The native wallet: WebLN, enabled once; 'WebLN provider not connected' without a provider. */
export function createWeblnWallet(provider: () => WebLNProvider | undefined = browserWebln) {
  let enabled: Promise<WebLNProvider> | null = null
  const ready = () => {
    const webln = provider()
    if (!webln) return Promise.reject(new WalletError(WALLET_ERRORS.weblnNotConnected))
    enabled ??= webln.enable().then(() => webln)
    enabled.catch(() => (enabled = null))
    return enabled
  }
  return {
    available: () => provider() !== undefined,
    async payInvoice(invoice: string) {
      return { preimage: (await (await ready()).sendPayment(invoice)).preimage }
    },
    async makeInvoice(amount: number, description: string) {
      return { invoice: (await (await ready()).makeInvoice({ amount, defaultMemo: description })).paymentRequest }
    },
    /** In sats; null when the provider cannot tell. */
    async getBalance(): Promise<number | null> {
      const webln = await ready()
      return webln.getBalance ? (await webln.getBalance()).balance : null
    },
  }
}

export type WeblnWallet = ReturnType<typeof createWeblnWallet>
