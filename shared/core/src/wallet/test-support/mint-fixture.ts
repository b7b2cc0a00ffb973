import 'fake-indexeddb/auto'
import { Wallet } from '@cashu/cashu-ts'
import { firstValueFrom } from 'rxjs'
import { startCashuMint, type CashuMint } from '../../../../../e2e/servers/money/cashu-mint.mjs'
import { createLedger, type Ledger } from '../../../../../e2e/servers/money/fake-lightning.mjs'
import { createMemoryStorage } from '../../policies/storage'
import { createCashuWallet, type CashuWallet } from '../cashu/cashu-wallet'
import type { WalletDatabase } from '../cashu/wallet-database'
import { createWalletDbHandle } from '../wallet-db-handle'

let dbCount = 0

/** The local test mint on its own ledger, with an account ('shop') whose invoices the wallet pays. */
export async function startTestMint(): Promise<{ mint: CashuMint; ledger: Ledger }> {
  const ledger = createLedger()
  ledger.createAccount('shop')
  const mint = await startCashuMint({ ledger, log: () => {} })
  return { mint, ledger }
}

/**
 * A fresh wallet (as a new browser profile would have), starting with `mints`; `db()` opens its database and
 * `reopen()` is the same profile after a reload.
 */
export function openWallet(mints: string[], name = `wallet-test-${++dbCount}-${Date.now()}`): { wallet: CashuWallet; db(): Promise<WalletDatabase>; reopen(): CashuWallet } {
  const storage = createMemoryStorage()
  const handle = () => createWalletDbHandle(name, { storage, defaultMints: mints })
  const first = handle()
  return { wallet: createCashuWallet({ database: first, defaultMints: mints }), db: () => first.open(), reopen: () => createCashuWallet({ database: handle(), defaultMints: mints }) }
}

export const balanceOf = (wallet: CashuWallet) => firstValueFrom(wallet.balance$)

/** Funds a wallet by lightning (the test mint pays its quotes at once). */
export async function fund(wallet: CashuWallet, amount: number): Promise<void> {
  const operation = await wallet.receiveLightning(amount)
  const progress = await wallet.checkLightning(operation.id)
  if (progress !== 'done') throw new Error(`funding ${amount} ended ${progress}`)
}

/** Plain cashu-ts, as another wallet app would use it. */
export async function plainWallet(url: string): Promise<Wallet> {
  const wallet = new Wallet(url, { unit: 'sat' })
  await wallet.loadMint()
  return wallet
}

/** What the mint says of the wallet's unspent proofs: every one must be UNSPENT there. */
export async function unspentAtMint(wallet: CashuWallet, url: string): Promise<number> {
  const rows = await wallet.unspentProofs(url)
  const states = await (await plainWallet(url)).checkProofsStates(rows.map((row) => ({ id: row.id, amount: row.amount, secret: row.secret, C: row.C })))
  if (states.some((state) => state.state !== 'UNSPENT')) throw new Error('the wallet counts proofs the mint says are spent')
  return rows.reduce((total, row) => total + row.amount, 0)
}
