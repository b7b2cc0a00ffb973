/** What get_info tells about the wallet (NIP-47 fields, camel-cased). */
export interface NwcInfo {
  alias?: string
  color?: string
  pubkey?: string
  network?: string
  blockHeight?: number
  blockHash?: string
  /** The methods this connection may call. */
  methods: string[]
  notifications?: string[]
  lud16?: string
}

/** A paid invoice. */
export interface NwcPayment {
  preimage: string
  /** In msat, when the wallet says. */
  feesPaid?: number
}

/** An invoice the wallet made. `paymentHash` is '' when the wallet left it out. */
export interface NwcInvoice {
  invoice: string
  paymentHash: string
}

export interface NwcMakeInvoiceRequest {
  amountMsat: number
  description?: string
  descriptionHash?: string
  /** Seconds from creation. */
  expirySeconds?: number
}

/** lookup_invoice needs one of the two. */
export interface NwcLookupInvoiceRequest {
  paymentHash?: string
  invoice?: string
}

/** list_transactions filters (timestamps in seconds). */
export interface NwcListTransactionsRequest {
  from?: number
  until?: number
  limit?: number
  offset?: number
  unpaid?: boolean
  type?: 'incoming' | 'outgoing'
}

/** An invoice or payment as the wallet lists it (amounts in msat, times in seconds). */
export interface NwcTransaction {
  type: 'incoming' | 'outgoing'
  state?: string
  invoice?: string
  description?: string
  descriptionHash?: string
  preimage?: string
  paymentHash: string
  amountMsat: number
  feesPaidMsat?: number
  createdAt: number
  expiresAt?: number
  settledAt?: number
  metadata?: Record<string, unknown>
}
