import { hexToBytes } from '@noble/hashes/utils.js'
import { getPublicKey } from 'nostr-tools/pure'
import { systemClock, type Clock } from '../../policies/clock'
import { NWC_BALANCE_THROTTLE_MS, NWC_REQUEST_TIMEOUT_MS } from './nwc-constants'
import { encryptionFromInfo, type NwcEncryption } from './nwc-encryption'
import { NWC_ERRORS, NwcError } from './nwc-errors'
import { buildRequestEvent, exchange, fetchWalletInfo, type NwcResponse, type NwcSession, type NwcTransport } from './nwc-request'
import { readBalanceSats, readInfo, readInvoice, readPayment, readTransaction, readTransactions } from './nwc-results'
import type { NwcConnection } from './parse-connection'
import { createPendingRequests, type PendingRequest } from './pending-requests'
import { shareRecent } from './share-recent'
import type {
  NwcInfo,
  NwcInvoice,
  NwcListTransactionsRequest,
  NwcLookupInvoiceRequest,
  NwcMakeInvoiceRequest,
  NwcPayment,
  NwcTransaction,
} from './nwc-types'

export interface NwcClientOptions {
  connection: NwcConnection
  /** The relay pool (main thread or worker proxy). */
  pool: NwcTransport
  clock?: Clock
  /** Per request, default 15000 (spec 2 §9). */
  timeoutMs?: number
}

/** A NIP-47 (Nostr Wallet Connect) client for one connection string. */
export interface NwcClient {
  readonly walletPubkey: string
  readonly clientPubkey: string
  getInfo(): Promise<NwcInfo>
  /** In sats; calls within 3 s share one request and its answer. */
  getBalance(): Promise<number>
  payInvoice(invoice: string, amountMsat?: number): Promise<NwcPayment>
  makeInvoice(request: NwcMakeInvoiceRequest): Promise<NwcInvoice>
  lookupInvoice(request: NwcLookupInvoiceRequest): Promise<NwcTransaction>
  listTransactions(request?: NwcListTransactionsRequest): Promise<NwcTransaction[]>
  /** Any NIP-47 method; resolves with the raw `result`. */
  request(method: string, params?: object): Promise<unknown>
  /** Rejects every pending request with 'Wallet disconnected' and closes their subscriptions; later calls reject too. */
  disconnect(): void
}

export function createNwcClient(opts: NwcClientOptions): NwcClient {
  const session = openSession(opts)
  const pending = createPendingRequests(session.clock)
  let encryption: Promise<NwcEncryption> | undefined
  let disconnected = false

  /** NIP-47: read the wallet's info event once, before the first request. */
  function encryptionScheme(): Promise<NwcEncryption> {
    if (!encryption) {
      encryption = fetchWalletInfo(session).then(encryptionFromInfo)
      encryption.catch(() => (encryption = undefined))
    }
    return encryption
  }

  function request(method: string, params: object = {}): Promise<unknown> {
    if (disconnected) return Promise.reject(new NwcError(NWC_ERRORS.disconnected))
    const entry = pending.start(method, session.timeoutMs)
    void send(entry, params)
    return entry.promise
  }

  async function send(entry: PendingRequest, params: object): Promise<void> {
    try {
      const scheme = await encryptionScheme()
      if (entry.isSettled()) return
      const event = buildRequestEvent(session, scheme, entry.method, params)
      entry.attach(exchange(session, event, { onResponse: (response) => settleWith(entry, response), onError: entry.reject }))
    } catch (error) {
      entry.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  const balance = shareRecent(() => request('get_balance').then(readBalanceSats), NWC_BALANCE_THROTTLE_MS, session.clock)

  return {
    walletPubkey: session.walletPubkey,
    clientPubkey: session.clientPubkey,
    getInfo: () => request('get_info').then(readInfo),
    getBalance: balance.get,
    payInvoice: (invoice, amountMsat) =>
      request('pay_invoice', amountMsat === undefined ? { invoice } : { invoice, amount: amountMsat }).then((result) => {
        balance.forget()
        return readPayment(result)
      }),
    makeInvoice: (invoiceRequest) => request('make_invoice', makeInvoiceParams(invoiceRequest)).then(readInvoice),
    lookupInvoice: ({ paymentHash, invoice }) =>
      request('lookup_invoice', { ...defined('payment_hash', paymentHash), ...defined('invoice', invoice) }).then((result) =>
        readTransaction(result),
      ),
    listTransactions: (query = {}) => request('list_transactions', withoutUndefined(query)).then(readTransactions),
    request,
    disconnect() {
      disconnected = true
      balance.forget()
      pending.rejectAll(new NwcError(NWC_ERRORS.disconnected))
    },
  }
}

function openSession(opts: NwcClientOptions): NwcSession {
  const { walletPubkey, relays, secret } = opts.connection ?? {}
  if (!walletPubkey || !secret || !relays?.length) throw new NwcError(NWC_ERRORS.missingParams)
  const secretBytes = hexToBytes(secret)
  return {
    transport: opts.pool,
    clock: opts.clock ?? systemClock,
    walletPubkey,
    relays,
    secret: secretBytes,
    clientPubkey: getPublicKey(secretBytes),
    timeoutMs: opts.timeoutMs ?? NWC_REQUEST_TIMEOUT_MS,
  }
}

/** NIP-47 response: an `error` rejects with its message (pay_invoice falls back to 'Payment failed'). */
function settleWith(entry: PendingRequest, response: NwcResponse): void {
  const { error, result } = response
  if (!error && result !== undefined && result !== null) return entry.resolve(result)
  const fallback = entry.method === 'pay_invoice' ? NWC_ERRORS.paymentFailed : NWC_ERRORS.requestFailed(entry.method)
  entry.reject(new NwcError(error?.message || fallback, error?.code))
}

function makeInvoiceParams(request: NwcMakeInvoiceRequest): object {
  return {
    amount: request.amountMsat,
    ...defined('description', request.description),
    ...defined('description_hash', request.descriptionHash),
    ...defined('expiry', request.expirySeconds),
  }
}

function defined<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>)
}

function withoutUndefined(query: object): object {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
}
