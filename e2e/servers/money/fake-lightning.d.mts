/** A refused ledger operation: INVALID_INVOICE, UNKNOWN_INVOICE, INVOICE_EXPIRED, ALREADY_PAID, INSUFFICIENT_BALANCE, AMOUNT_REQUIRED, INVALID_AMOUNT, INVALID_REQUEST. */
export class LedgerError extends Error {
  code: string
  constructor(code: string, message: string)
}

/** An invoice the ledger issued (times in unix seconds, amounts in msat). */
export interface LedgerInvoice {
  paymentHash: string
  preimage: string
  bolt11: string
  amountMsat: number | null
  description: string | null
  descriptionHash: string | null
  account: string
  createdAt: number
  expiresAt: number
  state: 'pending' | 'settled'
  settledAt?: number
  paidMsat?: number
  feeMsat?: number
  payer?: string
  /** The order of creation and settlement among all the ledger's events. */
  createdSeq: number
  settledSeq?: number
}

export interface DecodedInvoice {
  paymentHash: string
  amountMsat: number | null
  description: string | null
  descriptionHash: string | null
  createdAt: number
  expiresAt: number
}

export interface Ledger {
  /** The fake node's compressed public key (hex): every invoice is signed by it. */
  nodePubkey: string
  createAccount(name: string, opts?: { balanceMsat?: number; unlimited?: boolean }): string
  /** msat; Infinity for an unlimited account. */
  balance(name: string): number
  credit(name: string, amountMsat: number): void
  createInvoice(opts: { amountMsat?: number; description?: string; descriptionHash?: string; account: string; expirySeconds?: number }): {
    bolt11: string
    paymentHash: string
    preimage: string
    expiresAt: number
  }
  decodeInvoice(bolt11: string): DecodedInvoice
  pay(bolt11: string, opts: { from: string; amountMsat?: number }): { preimage: string; feeMsat: number; paymentHash: string; amountMsat: number }
  lookup(paymentHash: string): LedgerInvoice | null
  transactions(account: string): Array<LedgerInvoice & { type: 'incoming' | 'outgoing' }>
  onPaid(listener: (invoice: LedgerInvoice) => void): () => void
}

export function nodePrivateKey(seed: string): string
export function decodeInvoice(bolt11: string): DecodedInvoice
export function createLedger(opts?: { path?: string; seed?: string; feeMsat?: (amountMsat: number) => number; now?: () => number }): Ledger
