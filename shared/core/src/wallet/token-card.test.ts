import 'fake-indexeddb/auto'
import { getEncodedToken } from '@cashu/cashu-ts'
import { BehaviorSubject, EMPTY, throwError } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashuMint } from '../../../../e2e/servers/money/cashu-mint.mjs'
import { createPaymentMetadata } from './payment-metadata'
import { p2pkKeyOf, newP2pkKey } from './nip60/p2pk-key'
import { openWallet, plainWallet, startTestMint } from './test-support/mint-fixture'
import { createTokenCardService } from './token-card'
import type { WalletAccount } from './wallet-account'
import { createWalletDbHandle } from './wallet-db-handle'
import { createMemoryStorage } from '../policies/storage'

let mint: CashuMint

beforeAll(async () => {
  mint = (await startTestMint()).mint
})
afterAll(() => mint.close())

/** A token minted by another wallet app, optionally P2PK-locked. */
async function foreignToken(amount: number, lockTo?: string): Promise<string> {
  const wallet = await plainWallet(mint.url)
  const quote = await wallet.createMintQuoteBolt11(amount)
  const proofs = await wallet.mintProofsBolt11(amount, quote.quote)
  if (!lockTo) return getEncodedToken({ mint: mint.url, proofs, unit: 'sat' })
  const { send } = await wallet.send(amount, proofs, {}, { send: { type: 'p2pk', options: { pubkey: lockTo } } })
  return getEncodedToken({ mint: mint.url, proofs: send, unit: 'sat' })
}

/** A visitor's or user's account around a real ecash wallet, with this P2PK key as its NIP-61 key. */
function account(p2pk = newP2pkKey()) {
  const name = `token-card-${Math.random()}`
  const { wallet } = openWallet([mint.url], name)
  const payments = createPaymentMetadata(createWalletDbHandle(name, { storage: createMemoryStorage(), defaultMints: [mint.url] }))
  const current = { cashu: wallet, payments, backup: Promise.resolve({ p2pkKey: async () => p2pk }) } as unknown as WalletAccount
  return { service: createTokenCardService({ account$: new BehaviorSubject(current) }), p2pk }
}

describe('token card service against the test mint', () => {
  it('redeems a token once: Not redeemed before, Redeemed after (metadata and mint), a second redeem fails', async () => {
    const token = await foreignToken(21)
    const { service } = account()
    expect(await service.lock(token)).toBe('none')
    expect(await service.redeemed(token)).toBe(false)
    expect(await service.state(token)).toBe('unspent')
    expect(await service.redeem(token)).toBe(21)
    expect(await service.redeemed(token)).toBe(true)
    expect(await service.state(token)).toBe('spent')
    await expect(service.redeem(token)).rejects.toThrow()
  })

  it("refuses tokens locked to another key ('Locked') and redeems those locked to this wallet's key", async () => {
    const { service, p2pk } = account(p2pkKeyOf(newP2pkKey().privkey))
    const theirs = await foreignToken(5, newP2pkKey().pubkey)
    expect(await service.lock(theirs)).toBe('other')
    await expect(service.redeem(theirs)).rejects.toThrow('Locked')
    const ours = await foreignToken(8, p2pk.pubkey)
    expect(await service.lock(ours)).toBe('ours')
    expect(await service.redeem(ours)).toBe(8)
  })

  it("says 'Invalid token' for garbage", async () => {
    await expect(account().service.state('cashuBnotatoken')).rejects.toThrow('Failed to check status')
    await expect(account().service.redeem('cashuBnotatoken')).rejects.toThrow('Invalid token')
  })

  it("says 'No proofs found in token' for a token of this mint that holds no proofs", async () => {
    const empty = `cashuA${Buffer.from(JSON.stringify({ token: [{ mint: mint.url, proofs: [] }], unit: 'sat' })).toString('base64url')}`
    const { service } = account()
    await expect(service.lock(empty)).rejects.toThrow('No proofs found in token')
    await expect(service.redeem(empty)).rejects.toThrow('No proofs found in token')
  })

  it("says 'Wallet not initialized' when the wallet's account could not be opened", async () => {
    const token = await foreignToken(2)
    for (const account$ of [throwError(() => new Error('IndexedDB is unavailable')), EMPTY]) {
      const service = createTokenCardService({ account$ })
      await expect(service.lock(token)).rejects.toThrow('Wallet not initialized')
      await expect(service.redeem(token)).rejects.toThrow('Wallet not initialized')
      await expect(service.state(token)).rejects.toThrow('Wallet not initialized')
      expect(await service.redeemed(token)).toBe(false)
    }
  })
})
