// Test support (not exported): @getalby/sdk 7's NWCWalletService with a small in-memory wallet behind it.
import { bytesToHex } from '@noble/hashes/utils.js'
import {
  NWCWalletService,
  NWCWalletServiceKeyPair,
  type NWCWalletServiceRequestHandler,
  type Nip47Transaction,
} from '@getalby/sdk/nwc'
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import type { NostrEvent } from '../../nostr-types'
import type { RelayPool } from '../../relay/pool/pool-types'
import { SAMPLE_INVOICE } from '../../test-support/invoices'
import { waitFor } from '../../test-support/test-relay'

export const WALLET_METHODS = ['get_info', 'get_balance', 'make_invoice', 'pay_invoice', 'lookup_invoice', 'list_transactions'] as const
/** pay_invoice of this invoice fails with 'Insufficient balance'. */
export const REFUSED_INVOICE = 'lnbc-refused'
export const WALLET_INFO = {
  alias: 'test wallet',
  color: '#ff9900',
  pubkey: `02${'1'.repeat(64)}`,
  network: 'regtest',
  block_height: 7,
  block_hash: 'ab',
  methods: [...WALLET_METHODS],
}

export interface TestLedger {
  handler: NWCWalletServiceRequestHandler
  /** Methods the handler ran, in order. */
  calls: string[]
  balanceMsat(): number
}

/** A wallet with a balance (msat); invoices it makes and payments it sends are listed newest first. */
export function createLedger(balanceMsat: number): TestLedger {
  const transactions: Nip47Transaction[] = []
  const calls: string[] = []
  const handler: NWCWalletServiceRequestHandler = {
    getInfo: async () => (calls.push('get_info'), ok(WALLET_INFO)),
    getBalance: async () => (calls.push('get_balance'), ok({ balance: balanceMsat })),
    makeInvoice: async ({ amount, description }) => {
      calls.push('make_invoice')
      transactions.unshift(transaction({ type: 'incoming', state: 'pending', invoice: SAMPLE_INVOICE, amount, description: description ?? '' }))
      return ok(transactions[0]!)
    },
    payInvoice: async ({ invoice, amount = 2_000_000 }) => {
      calls.push('pay_invoice')
      if (invoice === REFUSED_INVOICE) return { result: undefined, error: { code: 'PAYMENT_FAILED', message: 'Insufficient balance' } }
      balanceMsat -= amount + 1000
      transactions.unshift(transaction({ type: 'outgoing', state: 'settled', invoice, amount, fees_paid: 1000 }))
      return ok({ preimage: transactions[0]!.preimage, fees_paid: 1000 })
    },
    lookupInvoice: async ({ payment_hash }) => {
      calls.push('lookup_invoice')
      const found = transactions.find((entry) => entry.payment_hash === payment_hash)
      return found ? ok(found) : { result: undefined, error: { code: 'NOT_FOUND', message: 'Invoice not found' } }
    },
    listTransactions: async ({ limit = 10, offset = 0 }) => {
      calls.push('list_transactions')
      return ok({ transactions: transactions.slice(offset, offset + limit), total_count: transactions.length })
    },
  }
  return { handler, calls, balanceMsat: () => balanceMsat }
}

export interface RunningWallet {
  /** The nostr+walletconnect:// string for the client. */
  uri: string
  stop(): void
}

/**
 * Runs the SDK's service for a fresh wallet key and a fresh client key, once its subscription is live.
 * `infoTags` replaces the SDK's info event (which always offers nip04 and nip44_v2) by one of ours.
 */
export async function startAlbyWallet(
  relayUrl: string,
  pool: RelayPool,
  handler: NWCWalletServiceRequestHandler,
  infoTags?: string[][],
): Promise<RunningWallet> {
  const walletSecret = generateSecretKey()
  const clientSecret = generateSecretKey()
  const service = new NWCWalletService({ relayUrl })
  if (infoTags) await publishInfo(pool, relayUrl, walletSecret, infoTags)
  else await service.publishWalletServiceInfoEvent(bytesToHex(walletSecret), [...WALLET_METHODS], [])
  const unsubscribe = await service.subscribe(new NWCWalletServiceKeyPair(bytesToHex(walletSecret), getPublicKey(clientSecret)), handler)
  await waitFor(() => isListening(service))
  const query = `relay=${encodeURIComponent(relayUrl)}&secret=${bytesToHex(clientSecret)}&lud16=test%40wallet.local`
  return {
    uri: `nostr+walletconnect://${getPublicKey(walletSecret)}?${query}`,
    stop: () => (unsubscribe(), service.close()),
  }
}

function ok<T>(result: T) {
  return { result, error: undefined }
}

let serial = 0
function transaction(fields: Pick<Nip47Transaction, 'type' | 'state' | 'invoice' | 'amount'> & Partial<Nip47Transaction>): Nip47Transaction {
  serial += 1
  const now = Math.floor(Date.now() / 1000)
  return {
    description: '',
    description_hash: '',
    preimage: serial.toString(16).padStart(64, '0'),
    payment_hash: (serial + 1000).toString(16).padStart(64, '0'),
    fees_paid: 0,
    settled_at: fields.state === 'settled' ? now : 0,
    created_at: now - serial,
    expires_at: now + 3600,
    ...fields,
  }
}

async function publishInfo(pool: RelayPool, relayUrl: string, walletSecret: Uint8Array, tags: string[][]): Promise<void> {
  const template = { kind: 13194, created_at: Math.floor(Date.now() / 1000), tags, content: WALLET_METHODS.join(' ') }
  const info = JSON.parse(JSON.stringify(finalizeEvent(template, walletSecret))) as NostrEvent
  const [result] = await pool.publish(info, { relays: [relayUrl] })
  if (!result?.ok) throw new Error(`info event refused: ${result?.message}`)
}

/** The service's REQ for requests was answered by the relay, so requests sent from now on reach it. */
function isListening(service: NWCWalletService): boolean {
  const subs = (service.relay as unknown as { openSubs: Map<string, { eosed: boolean }> }).openSubs
  return [...subs.values()].some((sub) => sub.eosed)
}
