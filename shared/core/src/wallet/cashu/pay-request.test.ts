import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PaymentRequest, PaymentRequestTransportType } from '@cashu/cashu-ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashuMint } from '../../../../../e2e/servers/money/cashu-mint.mjs'
import { balanceOf, fund, openWallet, plainWallet, startTestMint } from '../test-support/mint-fixture'
import { WALLET_ERRORS } from '../wallet-errors'

// NUT-18: a payee's request (made with plain cashu-ts) paid by the wallet over the request's HTTP transport.
let mint: CashuMint
let payee: { url: string; received: Array<Record<string, unknown>>; refuse: boolean; close(): void }
beforeAll(async () => {
  ;({ mint } = await startTestMint())
  const received: Array<Record<string, unknown>> = []
  const state = { refuse: false }
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      if (state.refuse) return void response.writeHead(500).end()
      received.push(JSON.parse(body))
      response.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  payee = Object.assign(state, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pay`, received, close: () => server.close() })
})
afterAll(async () => {
  payee.close()
  await mint.close()
})

const request = (amount?: number, mints = [mint.url]) => new PaymentRequest([{ type: PaymentRequestTransportType.POST, target: payee.url }], 'order-7', amount, 'sat', mints, 'Coffee').toEncodedCreqA()

describe('NUT-18 payment requests', () => {
  it('reads the request and pays it: the payee gets proofs it can redeem', async () => {
    const { wallet } = openWallet([mint.url])
    await fund(wallet, 100)
    expect(await wallet.readPaymentRequest(request(21))).toMatchObject({ id: 'order-7', amount: 21, description: 'Coffee', mints: [mint.url], transport: { type: 'post', target: payee.url } })
    const paid = await wallet.payPaymentRequest(request(21), { memo: 'thanks' })
    expect(paid.delivered).toBe(true)
    expect(await balanceOf(wallet)).toBe(79)
    const [payload] = payee.received
    expect(payload).toMatchObject({ id: 'order-7', memo: 'thanks', mint: mint.url, unit: 'sat' })
    const redeemed = await (await plainWallet(mint.url)).receive({ mint: mint.url, proofs: payload.proofs as never, unit: 'sat' })
    expect(redeemed.reduce((total, proof) => total + Number(proof.amount.toString()), 0)).toBe(21)
  })

  it('takes the token back when the payee refuses it, so nothing is lost', async () => {
    const { wallet } = openWallet([mint.url])
    await fund(wallet, 50)
    payee.refuse = true
    try {
      await expect(wallet.payPaymentRequest(request(20))).rejects.toThrow(`${WALLET_ERRORS.paymentFailed}: ${payee.url} answered 500`)
    } finally {
      payee.refuse = false
    }
    expect(await balanceOf(wallet)).toBe(50)
  })

  it('asks for an amount when the request names none, and refuses what it cannot pay', async () => {
    const { wallet } = openWallet([mint.url])
    await fund(wallet, 10)
    await expect(wallet.payPaymentRequest(request())).rejects.toThrow(WALLET_ERRORS.noAmount)
    expect((await wallet.payPaymentRequest(request(), { amount: 4 })).delivered).toBe(true)
    await expect(wallet.payPaymentRequest(request(5, ['https://other.example']))).rejects.toThrow('Insufficient balance')
    await expect(wallet.readPaymentRequest('creqAnonsense')).rejects.toThrow(WALLET_ERRORS.invalidPaymentRequest)
  })
})
