import 'fake-indexeddb/auto'
import { BehaviorSubject, firstValueFrom, filter } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startMoneyServices, type MoneyServices } from '../../../../e2e/servers/money/money-services.mjs'
import { createMemoryStorage } from '../policies/storage'
import { createManualClock } from '../test-support/manual-clock'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { NWC_ERRORS } from './nwc'
import { WALLET_STORAGE_KEY } from './providers/wallet-store'
import type { WebLNProvider } from './providers/webln'
import { WALLET_ERRORS } from './wallet-errors'
import { createWalletService, type WalletServiceOptions } from './wallet-service'

const fixture = useRelayPool()
let money: MoneyServices
beforeAll(async () => {
  money = await startMoneyServices({ relayUrl: fixture.relay.url, autoPayQuotes: false })
  money.ledger.createAccount('shop')
})
afterAll(() => money.close())

let accounts = 0
function service(overrides: Partial<WalletServiceOptions> = {}) {
  return createWalletService({
    storage: createMemoryStorage(),
    pool: fixture.pool,
    account$: new BehaviorSubject<string | null>(`account-${++accounts}-${Date.now()}`),
    defaultMints: [money.mintUrl],
    ...overrides,
  })
}

const invoice = (sats: number) => money.ledger.createInvoice({ amountMsat: sats * 1000, account: 'shop' }).bolt11
const known = <T>(value$: import('rxjs').Observable<T | null>) => firstValueFrom(value$.pipe(filter((value): value is T => value !== null)))

describe('core.wallet: providers and their transitions (spec 2 §4)', () => {
  it('is a cashu wallet until chosen: invoices from the mint, paid into the balance, payments by melt', async () => {
    const wallet = service()
    expect(await firstValueFrom(wallet.provider$)).toBe('cashu')
    const { invoice: received } = await wallet.makeInvoice(50, 'tip jar')
    money.ledger.createAccount('friend', { balanceMsat: 100_000 })
    money.ledger.pay(received, { from: 'friend' })
    const account = await firstValueFrom(wallet.account$)
    await vi.waitFor(async () => expect(await account.cashu.checkLightning((await firstValueFrom(account.cashu.operations$))[0].id)).toBe('done'))
    expect(await known(wallet.balance$)).toBe(50)
    const paid = await wallet.payInvoice(invoice(20), { type: 'zap', recipient: 'bob' })
    expect(paid.preimage).toMatch(/^[0-9a-f]{64}$/)
    expect(await firstValueFrom(wallet.balance$.pipe(filter((sats) => sats === 30)))).toBe(30)
    expect((await firstValueFrom(account.payments.all$)).map((row) => [row.type, row.recipient ?? row.message])).toEqual([['zap', 'bob'], ['invoice', 'tip jar']])
    wallet.dispose()
  })

  it('connects an NWC string from the local service, pays and makes invoices through it, and remembers it', async () => {
    const storage = createMemoryStorage()
    const wallet = service({ storage })
    const connection = await wallet.addConnection(money.nwcUri!, 'Local NWC')
    expect(connection).toMatchObject({ name: 'Local NWC', balance: expect.any(Number) })
    expect(await firstValueFrom(wallet.provider$)).toBe('nwc')
    const before = connection.balance!
    await wallet.payInvoice(invoice(21))
    await wallet.refreshBalance()
    expect(await firstValueFrom(wallet.balance$.pipe(filter((sats) => sats !== null && sats < before)))).toBe(before - 21)
    expect((await wallet.makeInvoice(5, 'coffee')).invoice).toMatch(/^lnbc50n1/)
    const saved = JSON.parse(storage.getItem(WALLET_STORAGE_KEY)!).state
    expect(saved.connections[0]).toMatchObject({ name: 'Local NWC', lastUsed: expect.any(Number) })
    wallet.dispose()
  })

  it("refuses a bad string with the spec's text; disconnect rejects what is pending and disables the wallet", async () => {
    const wallet = service()
    await expect(wallet.addConnection('nostr+walletconnect://nope')).rejects.toThrow(NWC_ERRORS.invalidConnection)
    await wallet.addConnection(money.nwcUri!)
    money.nwc!.close() // the service goes away: a payment now waits for an answer that never comes
    const pending = wallet.payInvoice(invoice(3))
    wallet.disconnect()
    await expect(pending).rejects.toThrow(WALLET_ERRORS.disconnected)
    expect(await firstValueFrom(wallet.provider$)).toBe('disabled')
    await expect(wallet.payInvoice(invoice(3))).rejects.toThrow(WALLET_ERRORS.noActiveWallet)
    wallet.dispose()
  })

  it('removing the active remote connection falls back to the browser wallet (WebLN)', async () => {
    const webln: WebLNProvider = { enable: async () => undefined, sendPayment: async () => ({ preimage: 'cd'.repeat(32) }), makeInvoice: async () => ({ paymentRequest: 'lnbc1webln' }), getBalance: async () => ({ balance: 777 }) }
    const wallet = service({ webln: () => webln })
    const restarted = await startMoneyServices({ relayUrl: fixture.relay.url })
    const connection = await wallet.addConnection(restarted.nwcUri!)
    wallet.removeConnection(connection.id)
    expect(await firstValueFrom(wallet.provider$)).toBe('native')
    expect(await wallet.payInvoice('lnbc1anything')).toEqual({ preimage: 'cd'.repeat(32) })
    await wallet.refreshBalance()
    expect(await known(wallet.balance$)).toBe(777)
    await restarted.close()
    wallet.dispose()
  })

  it("native without a browser provider says 'WebLN provider not connected'", async () => {
    const wallet = service({ webln: () => undefined })
    wallet.setProvider('native')
    await expect(wallet.payInvoice('lnbc1x')).rejects.toThrow(WALLET_ERRORS.weblnNotConnected)
    wallet.dispose()
  })

  it('adopts a stored local-ecash remote connection at 3, 5, 10 or 15 s only while no provider is chosen', () => {
    const stored = (provider: string | null) => {
      const storage = createMemoryStorage()
      const local = { id: 'local', name: 'Local ecash', connectionString: 'nostr+walletconnect://x', isLocalCashuWallet: true }
      storage.setItem(WALLET_STORAGE_KEY, JSON.stringify({ state: { provider, activeConnectionId: null, connections: [local] }, version: 1 }))
      return storage
    }
    const clock = createManualClock()
    expect(clock.pendingDelays()).toEqual([])
    const untouched = service({ storage: stored('cashu'), clock })
    const adopting = service({ storage: stored(null), clock })
    expect(clock.pendingDelays()).toEqual([3000, 5000, 10000, 15000, 3000, 5000, 10000, 15000])
    let adopted: unknown
    adopting.state$.subscribe((state) => (adopted = state.activeConnectionId))
    clock.advance(2999)
    expect(adopted).toBeNull()
    clock.advance(1)
    expect(adopted).toBe('local')
    let kept: unknown
    untouched.state$.subscribe((state) => (kept = state.provider))
    clock.advance(15000)
    expect(kept).toBe('cashu')
    untouched.dispose()
    adopting.dispose()
  })
})
