import { BehaviorSubject, of, type Observable } from 'rxjs'
import type { CashuWallet } from '../cashu/cashu-wallet'
import type { NwcClient } from '../nwc/nwc-client'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import type { WeblnWallet } from './webln'

/** What the active provider does for the rest of the app. */
export interface PaymentBackend {
  /** Sats; null when unknown. */
  readonly balance$: Observable<number | null>
  refreshBalance(): Promise<void>
  payInvoice(invoice: string): Promise<{ preimage?: string }>
  makeInvoice(amount: number, description: string): Promise<{ invoice: string }>
}

/** How often a cashu wallet's receive is checked for payment while the app is open. */
export const MINT_QUOTE_POLL_MS = 2500

export function cashuBackend(cashu: CashuWallet, watch: (operationId: string) => void): PaymentBackend {
  return {
    balance$: cashu.balance$,
    refreshBalance: async () => undefined,
    async payInvoice(invoice) {
      const operation = await cashu.payInvoice(invoice)
      return operation.preimage ? { preimage: operation.preimage } : {}
    },
    async makeInvoice(amount, description) {
      const operation = await cashu.receiveLightning(amount, undefined, description)
      watch(operation.id)
      return { invoice: operation.invoice! }
    },
  }
}

/** A remote wallet: its client (NIP-47 and its crypto) is loaded when first used. */
export function nwcBackend(client: () => Promise<NwcClient>, onBalance: (sats: number) => void): PaymentBackend {
  const balance$ = new BehaviorSubject<number | null>(null)
  const refreshBalance = async () => {
    const sats = await (await client()).getBalance()
    balance$.next(sats)
    onBalance(sats)
  }
  return {
    balance$,
    refreshBalance,
    async payInvoice(invoice) {
      const { preimage } = await (await client()).payInvoice(invoice)
      void refreshBalance().catch(() => undefined)
      return { preimage }
    },
    makeInvoice: async (amount, description) => ({ invoice: (await (await client()).makeInvoice({ amountMsat: amount * 1000, description })).invoice }),
  }
}

export function weblnBackend(webln: WeblnWallet): PaymentBackend {
  const balance$ = new BehaviorSubject<number | null>(null)
  const refreshBalance = async () => balance$.next(await webln.getBalance())
  return {
    balance$,
    refreshBalance,
    async payInvoice(invoice) {
      const paid = await webln.payInvoice(invoice)
      void refreshBalance().catch(() => undefined)
      return paid
    },
    makeInvoice: (amount, description) => webln.makeInvoice(amount, description),
  }
}

export const disabledBackend: PaymentBackend = {
  balance$: of(null),
  refreshBalance: async () => undefined,
  payInvoice: () => Promise.reject(new WalletError(WALLET_ERRORS.noActiveWallet)),
  makeInvoice: () => Promise.reject(new WalletError(WALLET_ERRORS.invoiceUnsupported)),
}
