import { getEncodedToken } from '@cashu/cashu-ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashuMint } from '../../../../../e2e/servers/money/cashu-mint.mjs'
import type { Ledger } from '../../../../../e2e/servers/money/fake-lightning.mjs'
import { balanceOf, fund, openWallet, plainWallet, startTestMint, unspentAtMint } from '../test-support/mint-fixture'
import { WALLET_ERRORS } from '../wallet-errors'
import { INSUFFICIENT_BALANCE } from './wallet-limits'

let mint: CashuMint
let ledger: Ledger
beforeAll(async () => ({ mint, ledger } = await startTestMint()))
afterAll(() => mint.close())

describe('Cashu wallet against the local test mint', () => {
  it('receives by lightning: a quote with an invoice, then the proofs once it is paid', async () => {
    const { wallet } = openWallet([mint.url])
    const operation = await wallet.receiveLightning(100)
    expect(operation.invoice).toMatch(/^lnbc/)
    expect(await wallet.checkLightning(operation.id)).toBe('done')
    expect(await wallet.checkLightning(operation.id)).toBe('done') // repeating it mints nothing twice
    expect(await balanceOf(wallet)).toBe(100)
    expect(await unspentAtMint(wallet, mint.url)).toBe(100)
  })

  it('claims a paid receive once when it is checked twice at the same time (a dialog and a recovery retry)', async () => {
    const { wallet } = openWallet([mint.url])
    const operation = await wallet.receiveLightning(40)
    expect(await Promise.all([wallet.checkLightning(operation.id), wallet.checkLightning(operation.id)])).toEqual(['done', 'done'])
    expect(await balanceOf(wallet)).toBe(40)
    expect(await unspentAtMint(wallet, mint.url)).toBe(40)
  })

  it('waits while the invoice is unpaid', async () => {
    mint.setAutoPayQuotes(false)
    try {
      const { wallet } = openWallet([mint.url])
      const operation = await wallet.receiveLightning(21)
      expect(await wallet.checkLightning(operation.id)).toBe('unpaid')
      ledger.createAccount('payer', { balanceMsat: 1_000_000 })
      ledger.pay(operation.invoice!, { from: 'payer' })
      expect(await wallet.checkLightning(operation.id)).toBe('done')
      expect(await balanceOf(wallet)).toBe(21)
    } finally {
      mint.setAutoPayQuotes(true)
    }
  })

  it('sends a token (with memo) that plain cashu-ts redeems, keeping the change', async () => {
    const { wallet } = openWallet([mint.url])
    await fund(wallet, 100)
    const sent = await wallet.sendToken(30, { memo: 'for coffee' })
    expect(sent.token).toMatch(/^cashuB/)
    expect(await balanceOf(wallet)).toBe(70)
    const other = await plainWallet(mint.url)
    const decoded = other.decodeToken(sent.token!)
    expect(decoded.memo).toBe('for coffee')
    const redeemed = await other.receive(sent.token!)
    expect(redeemed.reduce((total, proof) => total + Number(proof.amount.toString()), 0)).toBe(30)
    expect(await unspentAtMint(wallet, mint.url)).toBe(70)
  })

  it('redeems a token made by plain cashu-ts, once', async () => {
    const other = await plainWallet(mint.url)
    const quote = await other.createMintQuoteBolt11(50)
    const proofs = await other.mintProofsBolt11(50, quote.quote)
    const { send } = await other.send(20, proofs)
    const token = getEncodedToken({ mint: mint.url, proofs: send, unit: 'sat' })
    const { wallet } = openWallet([])
    const received = await wallet.receiveToken(token)
    expect(received.amount).toBe(20)
    expect(await balanceOf(wallet)).toBe(20)
    await expect(wallet.receiveToken(token)).rejects.toThrow(/already spent/i)
    expect(await balanceOf(wallet)).toBe(20)
    expect((await firstMints(wallet)).map((row) => row.url)).toEqual([mint.url]) // the token's mint was added
  })

  it('pays an invoice by melting: fee reserve quoted, unused fee returned as change', async () => {
    const { wallet } = openWallet([mint.url])
    await fund(wallet, 200)
    const invoice = ledger.createInvoice({ amountMsat: 64_000, account: 'shop', description: 'sticker' }).bolt11
    const quote = await wallet.quoteMelt(invoice)
    expect(quote).toMatchObject({ amount: 64, feeReserve: 2 })
    const paid = await wallet.payMeltQuote(quote)
    expect(paid.preimage).toMatch(/^[0-9a-f]{64}$/)
    expect(paid.fee).toBe(0) // the fake lightning charges nothing: the whole reserve came back
    expect(await balanceOf(wallet)).toBe(136)
    expect(ledger.balance('shop')).toBe(64_000)
    expect(await unspentAtMint(wallet, mint.url)).toBe(136)
  })

  it('refuses what it cannot do with the spec texts', async () => {
    const { wallet: empty } = openWallet([])
    await expect(empty.receiveLightning(10)).rejects.toThrow(WALLET_ERRORS.noMints)
    await expect(empty.sendToken(10)).rejects.toThrow(WALLET_ERRORS.noMints)
    const { wallet } = openWallet([mint.url])
    await expect(wallet.sendToken(10)).rejects.toThrow(INSUFFICIENT_BALANCE)
    await expect(wallet.receiveToken('cashuBnonsense')).rejects.toThrow(WALLET_ERRORS.invalidToken)
    const { wallet: offline } = openWallet(['http://127.0.0.1:9'])
    await expect(offline.receiveLightning(10)).rejects.toThrow('Cashu mint (127.0.0.1:9) is offline. Try again later or change mints in wallet settings.')
    await expect(offline.addMint('http://127.0.0.1:10/')).rejects.toThrow(WALLET_ERRORS.mintOffline('127.0.0.1:10'))
  })

  it('keeps balances per mint and removes a mint from the list', async () => {
    const { wallet } = openWallet([mint.url])
    await fund(wallet, 5)
    expect(await firstBalances(wallet)).toEqual({ [mint.url]: 5 })
    await wallet.removeMint(mint.url)
    expect(await firstMints(wallet)).toEqual([])
  })
})

const firstMints = async (wallet: { mints$: import('rxjs').Observable<Array<{ url: string }>> }) => (await import('rxjs')).firstValueFrom(wallet.mints$)
const firstBalances = async (wallet: { balances$: import('rxjs').Observable<Record<string, number>> }) => (await import('rxjs')).firstValueFrom(wallet.balances$)
