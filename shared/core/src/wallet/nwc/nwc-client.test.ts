import { bytesToHex } from '@noble/hashes/utils.js'
import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { waitFor } from '../../test-support/test-relay'
import { createFakeWallet, type FakeWallet } from './fake-wallet-transport'
import { createNwcClient, type NwcClientOptions } from './nwc-client'
import { NwcError } from './nwc-errors'

const secret = generateSecretKey()

function clientFor(wallet: FakeWallet, extra: Partial<NwcClientOptions> = {}) {
  const connection = { walletPubkey: wallet.walletPubkey, relays: [wallet.relay], secret: bytesToHex(secret) }
  return createNwcClient({ connection, pool: wallet, ...extra })
}

async function nthRequest(wallet: FakeWallet, n: number) {
  await waitFor(() => wallet.requests.length >= n)
  return wallet.requests[n - 1]!
}

describe('NWC requests', () => {
  it('are kind 23194, signed with the connection secret, to the wallet, NIP-44 encrypted, with encryption and expiration tags', async () => {
    const wallet = createFakeWallet()
    const client = clientFor(wallet)
    const balance = client.getBalance()
    const request = await nthRequest(wallet, 1)
    expect(request.kind).toBe(23194)
    expect(request.pubkey).toBe(getPublicKey(secret))
    expect(verifyEvent(request)).toBe(true)
    expect(request.tags).toEqual([
      ['p', wallet.walletPubkey],
      ['encryption', 'nip44_v2'],
      ['expiration', String(request.created_at + 15)],
    ])
    expect(request.content).not.toContain('?iv=')
    expect(wallet.read(request)).toEqual({ method: 'get_balance', params: {} })
    wallet.answer(request, { result_type: 'get_balance', result: { balance: 123_999 } })
    expect(await balance).toBe(123)
    expect(wallet.liveSubscriptions()).toBe(0)
  })

  it('fall back to NIP-04 when the info event has no nip44_v2, or there is none; the info is read once', async () => {
    for (const info of [[['encryption', 'nip04']], [], null]) {
      const wallet = createFakeWallet(info)
      const client = clientFor(wallet)
      const answers = [client.getInfo(), client.request('get_info')]
      const request = await nthRequest(wallet, 2)
      expect(request.content).toContain('?iv=')
      expect(request.tags).toContainEqual(['encryption', 'nip04'])
      expect(wallet.read(request).method).toBe('get_info')
      for (const each of wallet.requests) wallet.answer(each, { result_type: 'get_info', result: { methods: ['get_info'] } }, { scheme: 'nip04' })
      expect(await answers[0]).toEqual({ methods: ['get_info'] })
    }
  })

  it('time out after 15 s with the spec text and close their subscription', async () => {
    const clock = createManualClock()
    const wallet = createFakeWallet()
    const client = clientFor(wallet, { clock })
    const info = client.getInfo()
    const request = await nthRequest(wallet, 1)
    clock.advance(14_999)
    expect(wallet.liveSubscriptions()).toBe(1)
    clock.advance(1)
    await expect(info).rejects.toThrow('NWC request get_info timed out')
    expect(wallet.liveSubscriptions()).toBe(0)
    wallet.answer(request, { result_type: 'get_info', result: { methods: [] } })
  })

  it('take a shorter timeout when told', async () => {
    const client = clientFor(createFakeWallet(), { timeoutMs: 30 })
    await expect(client.payInvoice('lnbc1')).rejects.toThrow('NWC request pay_invoice timed out')
  })

  it('are all rejected by disconnect, which closes their subscriptions; later calls reject too', async () => {
    const wallet = createFakeWallet()
    const client = clientFor(wallet)
    const balance = client.getBalance()
    wallet.answer(await nthRequest(wallet, 1), { result_type: 'get_balance', result: { balance: 1_000 } })
    await balance
    wallet.requests.length = 0
    const calls = [client.getInfo(), client.payInvoice('lnbc1'), client.makeInvoice({ amountMsat: 1000, description: 'x' })]
    await nthRequest(wallet, 3)
    expect(wallet.liveSubscriptions()).toBe(3)
    client.disconnect()
    for (const call of calls) await expect(call).rejects.toThrow('Wallet disconnected')
    expect(wallet.liveSubscriptions()).toBe(0)
    await expect(client.getBalance()).rejects.toThrow('Wallet disconnected') // not the balance of a moment ago
    expect(wallet.requests).toHaveLength(3)
  })
})

describe('NWC answers', () => {
  it('count only from the wallet, to this client, about the request and readable; the first one settles', async () => {
    const wallet = createFakeWallet()
    const client = clientFor(wallet)
    const payment = client.payInvoice('lnbc1', 5000)
    const request = await nthRequest(wallet, 1)
    expect(wallet.read(request).params).toEqual({ invoice: 'lnbc1', amount: 5000 })
    const good = { result_type: 'pay_invoice', result: { preimage: 'aa', fees_paid: 3 } }
    wallet.answer(request, { ...good, result: { preimage: 'forged' } }, { from: generateSecretKey() })
    wallet.answer(request, { ...good, result: { preimage: 'not for us' } }, { tags: [['p', getPublicKey(generateSecretKey())], ['e', request.id]] })
    wallet.answer(request, { ...good, result: { preimage: 'other request' } }, { tags: [['e', 'f'.repeat(64)]] })
    wallet.answer(request, good, { tags: [['e', request.id]] }) // no p tag, as Alby's SDK 7 service sends
    wallet.answer(request, { ...good, result: { preimage: 'late' } })
    expect(await payment).toEqual({ preimage: 'aa', feesPaid: 3 })
  })

  it("reject with the wallet's message and code, or 'Payment failed' for a pay_invoice error without one", async () => {
    const wallet = createFakeWallet()
    const client = clientFor(wallet)
    const invoice = client.makeInvoice({ amountMsat: 1000 })
    const payment = client.payInvoice('lnbc1')
    wallet.answer(await nthRequest(wallet, 1), { result_type: 'make_invoice', error: { code: 'RESTRICTED', message: 'Not allowed' } })
    wallet.answer(await nthRequest(wallet, 2), { result_type: 'pay_invoice', error: { code: 'PAYMENT_FAILED' }, result: null })
    await expect(invoice).rejects.toMatchObject({ name: 'NwcError', message: 'Not allowed', code: 'RESTRICTED' })
    await expect(payment).rejects.toMatchObject({ message: 'Payment failed', code: 'PAYMENT_FAILED' })
  })
})

describe('getBalance', () => {
  it('shares the request in flight and, for 3 s, its answer; a payment forgets the answer', async () => {
    const clock = createManualClock()
    const wallet = createFakeWallet()
    const client = clientFor(wallet, { clock })
    const first = [client.getBalance(), client.getBalance()]
    wallet.answer(await nthRequest(wallet, 1), { result_type: 'get_balance', result: { balance: 2_000 } })
    expect(await Promise.all(first)).toEqual([2, 2])
    clock.advance(2_999)
    expect(await client.getBalance()).toBe(2)
    expect(wallet.requests).toHaveLength(1)
    clock.advance(1)
    const second = client.getBalance()
    wallet.answer(await nthRequest(wallet, 2), { result_type: 'get_balance', result: { balance: 5_000 } })
    expect(await second).toBe(5)
    const payment = client.payInvoice('lnbc1')
    wallet.answer(await nthRequest(wallet, 3), { result_type: 'pay_invoice', result: { preimage: 'bb' } })
    await payment
    const third = client.getBalance()
    wallet.answer(await nthRequest(wallet, 4), { result_type: 'get_balance', result: { balance: 4_000 } })
    expect(await third).toBe(4)
  })

  it('does not remember a failure', async () => {
    const wallet = createFakeWallet()
    const client = clientFor(wallet)
    const failing = client.getBalance()
    wallet.answer(await nthRequest(wallet, 1), { result_type: 'get_balance', error: { code: 'INTERNAL', message: 'down' } })
    await expect(failing).rejects.toThrow('down')
    const retry = client.getBalance()
    wallet.answer(await nthRequest(wallet, 2), { result_type: 'get_balance', result: { balance: 1_000 } })
    expect(await retry).toBe(1)
  })
})

describe('createNwcClient', () => {
  it.each([
    ['no wallet key', { walletPubkey: '', relays: ['wss://a/'], secret: bytesToHex(secret) }],
    ['no relay', { walletPubkey: 'a'.repeat(64), relays: [], secret: bytesToHex(secret) }],
    ['no secret', { walletPubkey: 'a'.repeat(64), relays: ['wss://a/'], secret: '' }],
  ])('refuses a connection with %s', (_, connection) => {
    const create = () => createNwcClient({ connection, pool: createFakeWallet() })
    expect(create).toThrow(NwcError)
    expect(create).toThrow('Missing required NWC parameters')
  })
})
