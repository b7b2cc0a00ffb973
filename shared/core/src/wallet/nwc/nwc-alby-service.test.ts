// The client against the real parts: the project's local relay and @getalby/sdk 7's NWCWalletService.
import { bytesToHex } from '@noble/hashes/utils.js'
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { NostrEvent } from '../../nostr-types'
import { createRelayPool } from '../../relay/pool/relay-pool'
import type { RelayPool } from '../../relay/pool/pool-types'
import { SAMPLE_INVOICE } from '../../test-support/invoices'
import { NodeWebSocket, startTestRelay, waitFor, type TestRelay } from '../../test-support/test-relay'
import { REFUSED_INVOICE, WALLET_METHODS, createLedger, startAlbyWallet, type RunningWallet } from './alby-test-wallet'
import { createNwcClient, type NwcClient } from './nwc-client'
import type { NwcTransport } from './nwc-request'
import { parseNwcConnection } from './parse-connection'

let relay: TestRelay
let pool: RelayPool
const wallets: RunningWallet[] = []
const savedWebSocket = globalThis.WebSocket

beforeAll(async () => {
  // The SDK's service uses the global WebSocket (absent in Node 20) and logs every (re)subscription.
  globalThis.WebSocket = NodeWebSocket
  vi.spyOn(console, 'info').mockImplementation(() => {})
  relay = await startTestRelay()
  // No relays of its own: the client's relays are used as temporary ones, as for a wallet in the app.
  pool = createRelayPool({ relays: [], WebSocketImpl: NodeWebSocket })
})

afterAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {}) // the SDK reports its own closing
  wallets.forEach((wallet) => wallet.stop())
  pool.close()
  await relay.close()
  globalThis.WebSocket = savedWebSocket
  vi.restoreAllMocks()
})

async function startWallet(...args: Parameters<typeof startAlbyWallet> extends [string, RelayPool, ...infer Rest] ? Rest : never) {
  const wallet = await startAlbyWallet(relay.url, pool, ...args)
  wallets.push(wallet)
  return wallet
}

/** The pool, recording what the client publishes. */
function recordingPool(sent: NostrEvent[]): NwcTransport {
  return {
    req: (filters, opts) => pool.req(filters, opts),
    publish: (event, opts) => (sent.push(event), pool.publish(event, opts)),
  }
}

describe('NWC client against @getalby/sdk NWCWalletService over the local relay', () => {
  const ledger = createLedger(21_000_000)
  const sent: NostrEvent[] = []
  let client: NwcClient

  beforeAll(async () => {
    const connection = parseNwcConnection((await startWallet(ledger.handler)).uri)
    expect(connection.relays).toEqual([`${relay.url}/`])
    expect(connection.lud16).toBe('test@wallet.local')
    client = createNwcClient({ connection, pool: recordingPool(sent) })
  })

  it('get_info, NIP-44 encrypted (the SDK info event offers nip44_v2)', async () => {
    expect(await client.getInfo()).toEqual({
      alias: 'test wallet',
      color: '#ff9900',
      pubkey: `02${'1'.repeat(64)}`,
      network: 'regtest',
      blockHeight: 7,
      blockHash: 'ab',
      methods: [...WALLET_METHODS],
    })
    expect(sent[0]?.tags).toContainEqual(['encryption', 'nip44_v2'])
    expect(sent[0]?.content).not.toContain('?iv=')
  })

  it('get_balance: msat / 1000, and calls within 3 s send one request', async () => {
    expect(await Promise.all([client.getBalance(), client.getBalance()])).toEqual([21_000, 21_000])
    expect(await client.getBalance()).toBe(21_000)
    expect(ledger.calls.filter((call) => call === 'get_balance')).toHaveLength(1)
  })

  it('make_invoice, then lookup_invoice finds it (and a wallet error for an unknown one)', async () => {
    const made = await client.makeInvoice({ amountMsat: 5_000, description: 'coffee' })
    expect(made).toEqual({ invoice: SAMPLE_INVOICE, paymentHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(await client.lookupInvoice({ paymentHash: made.paymentHash })).toMatchObject({
      type: 'incoming',
      state: 'pending',
      invoice: SAMPLE_INVOICE,
      amountMsat: 5_000,
      description: 'coffee',
    })
    await expect(client.lookupInvoice({ paymentHash: 'f'.repeat(64) })).rejects.toMatchObject({ message: 'Invoice not found', code: 'NOT_FOUND' })
  })

  it("pay_invoice: the preimage and fees; a handler error rejects with the service's message", async () => {
    expect(await client.payInvoice('lnbc-paid', 1_000_000)).toEqual({ preimage: expect.stringMatching(/^[0-9a-f]{64}$/), feesPaid: 1000 })
    expect(ledger.balanceMsat()).toBe(19_999_000)
    expect(await client.getBalance()).toBe(19_999) // a payment forgets the shared balance
    await expect(client.payInvoice(REFUSED_INVOICE)).rejects.toMatchObject({ message: 'Insufficient balance', code: 'PAYMENT_FAILED' })
  })

  it('list_transactions with limit and offset', async () => {
    const all = await client.listTransactions({ limit: 10 })
    expect(all.map((entry) => entry.type)).toEqual(['outgoing', 'incoming'])
    expect(all[0]).toMatchObject({ state: 'settled', invoice: 'lnbc-paid', amountMsat: 1_000_000, feesPaidMsat: 1000 })
    expect((await client.listTransactions({ limit: 1, offset: 1 })).map((entry) => entry.invoice)).toEqual([SAMPLE_INVOICE])
  })
})

describe('NWC client, other wallets on the same relay', () => {
  it('speaks NIP-04 to a wallet whose info event has no encryption tag (the SDK service answers in kind)', async () => {
    const { uri } = await startWallet(createLedger(3_000).handler, [['notifications', '']])
    const sent: NostrEvent[] = []
    const client = createNwcClient({ connection: parseNwcConnection(uri), pool: recordingPool(sent) })
    expect(await client.getBalance()).toBe(3)
    expect(sent[0]?.content).toContain('?iv=')
    expect(sent[0]?.tags).toContainEqual(['encryption', 'nip04'])
  })

  it('times out when no wallet listens', async () => {
    const connection = { walletPubkey: getPublicKey(generateSecretKey()), relays: [relay.url], secret: bytesToHex(generateSecretKey()) }
    const client = createNwcClient({ connection, pool, timeoutMs: 400 })
    await expect(client.getInfo()).rejects.toThrow('NWC request get_info timed out')
  })

  it('disconnect rejects a request the wallet has not answered yet', async () => {
    const ledger = createLedger(0)
    let received = false
    let answer: () => void = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    const getInfo = () => ((received = true), held.then(() => ledger.handler.getInfo!()))
    const { uri } = await startWallet({ ...ledger.handler, getInfo })
    const client = createNwcClient({ connection: parseNwcConnection(uri), pool })
    const info = client.getInfo()
    await waitFor(() => received)
    client.disconnect()
    await expect(info).rejects.toThrow('Wallet disconnected')
    answer()
  })
})
