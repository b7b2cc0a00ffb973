import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashuWallet } from './cashu-wallet'
import type { CashuMint } from '../../../../../e2e/servers/money/cashu-mint.mjs'
import type { Ledger } from '../../../../../e2e/servers/money/fake-lightning.mjs'
import { balanceOf, fund, openWallet, plainWallet, startTestMint, unspentAtMint } from '../test-support/mint-fixture'

// Crash tests: the mint does the work but its answer never arrives (dropNextResponse), or is down when asked; the
// page "restarts" (a new wallet on the same database) and recovery asks the mint what happened. No sat is lost or
// counted twice: the balance equals the proofs the mint holds unspent for us, and the totals add up.

let mint: CashuMint
let ledger: Ledger
beforeAll(async () => ({ mint, ledger } = await startTestMint()))
afterAll(() => mint.close())

describe('Cashu wallet crash recovery', () => {
  it('mint: signatures whose answer was lost are restored (NUT-09)', async () => {
    const { wallet, reopen } = openWallet([mint.url])
    const operation = await wallet.receiveLightning(64)
    mint.dropNextResponse('/v1/mint/bolt11')
    await expect(wallet.checkLightning(operation.id)).rejects.toThrow(/offline/)
    expect(await balanceOf(wallet)).toBe(0)
    const restarted = reopen()
    expect([...(await restarted.recover()).values()]).toEqual(['finished'])
    expect(await balanceOf(restarted)).toBe(64)
    expect(await unspentAtMint(restarted, mint.url)).toBe(64)
  })

  it('send: a swap the mint did is finished (change back, token rebuilt); one it never saw is rolled back', async () => {
    const { wallet, reopen } = openWallet([mint.url])
    await fund(wallet, 100)
    mint.dropNextResponse('/v1/swap')
    await expect(wallet.sendToken(33)).rejects.toThrow(/offline/)
    expect(await balanceOf(wallet)).toBeLessThan(100) // the inputs are reserved, not counted
    const restarted = reopen()
    expect([...(await restarted.recover()).values()]).toEqual(['finished'])
    expect(await balanceOf(restarted)).toBe(67)
    const [sent] = await operationsOf(restarted, 'send')
    expect(sent.token).toMatch(/^cashuB/)
    expect(await sumOf(await (await plainWallet(mint.url)).receive(sent.token!))).toBe(33)

    const port = mint.port
    await mint.close()
    await expect(restarted.sendToken(10)).rejects.toThrow(`Cashu mint (127.0.0.1:${port}) is offline`)
    mint = await mint.restart()
    const again = reopen()
    expect([...(await again.recover()).values()]).toEqual(['rolledBack'])
    expect(await balanceOf(again)).toBe(67)
    expect(await unspentAtMint(again, mint.url)).toBe(67)
  })

  it('receive: a redeemed token whose answer was lost still lands in the wallet', async () => {
    const other = await plainWallet(mint.url)
    const quote = await other.createMintQuoteBolt11(40)
    const token = (await import('@cashu/cashu-ts')).getEncodedToken({ mint: mint.url, proofs: await other.mintProofsBolt11(40, quote.quote), unit: 'sat' })
    const { wallet, reopen } = openWallet([])
    mint.dropNextResponse('/v1/swap')
    await expect(wallet.receiveToken(token)).rejects.toThrow(/offline/)
    const restarted = reopen()
    expect([...(await restarted.recover()).values()]).toEqual(['finished'])
    expect(await balanceOf(restarted)).toBe(40)
    expect(await unspentAtMint(restarted, mint.url)).toBe(40)
  })

  it('melt: a paid invoice whose answer was lost keeps its change; an unpaid one returns the proofs', async () => {
    const { wallet, reopen } = openWallet([mint.url])
    await fund(wallet, 128)
    const invoice = ledger.createInvoice({ amountMsat: 50_000, account: 'shop' }).bolt11
    mint.dropNextResponse('/v1/melt/bolt11')
    await expect(wallet.payInvoice(invoice)).rejects.toThrow(/offline/)
    const restarted = reopen()
    expect([...(await restarted.recover()).values()]).toEqual(['finished'])
    expect(ledger.balance('shop')).toBe(50_000)
    expect(await balanceOf(restarted)).toBe(78)
    expect(await unspentAtMint(restarted, mint.url)).toBe(78)

    const second = ledger.createInvoice({ amountMsat: 10_000, account: 'shop' }).bolt11
    const port = mint.port
    const quote = await restarted.quoteMelt(second)
    await mint.close()
    await expect(restarted.payMeltQuote(quote)).rejects.toThrow(`Cashu mint (127.0.0.1:${port}) is offline`)
    mint = await mint.restart()
    expect((await reopen().recover()).size).toBe(0) // nothing was reserved: there is nothing to finish
    expect(await balanceOf(reopen())).toBe(78)
    expect(ledger.balance('shop')).toBe(50_000)
  })

  it('a payment the mint refuses (the invoice was paid meanwhile) returns the reserved proofs at once', async () => {
    const { wallet } = openWallet([mint.url])
    await fund(wallet, 64)
    const invoice = ledger.createInvoice({ amountMsat: 20_000, account: 'shop' }).bolt11
    const quote = await wallet.quoteMelt(invoice)
    ledger.createAccount('someone', { balanceMsat: 100_000 })
    ledger.pay(invoice, { from: 'someone' })
    await expect(wallet.payMeltQuote(quote)).rejects.toThrow()
    expect(await balanceOf(wallet)).toBe(64)
    expect(await unspentAtMint(wallet, mint.url)).toBe(64)
    const [operation] = await operationsOf(wallet, 'melt')
    expect(operation.state).toBe('rolledBack')
  })

  it('a mint still down leaves the operation for the next start, untouched', async () => {
    const { wallet, reopen } = openWallet([mint.url])
    await fund(wallet, 10)
    mint.dropNextResponse('/v1/swap')
    await expect(wallet.sendToken(3)).rejects.toThrow(/offline/)
    await mint.close()
    expect([...(await reopen().recover()).values()]).toEqual(['offline'])
    mint = await mint.restart()
    expect([...(await reopen().recover()).values()]).toEqual(['finished'])
    expect(await balanceOf(reopen())).toBe(7)
  })
})

const sumOf = async (proofs: Array<{ amount: { toString(): string } }>) => proofs.reduce((total, proof) => total + Number(proof.amount.toString()), 0)

async function operationsOf(wallet: CashuWallet, kind: string) {
  return (await firstValueFrom(wallet.operations$)).filter((operation) => operation.kind === kind)
}
