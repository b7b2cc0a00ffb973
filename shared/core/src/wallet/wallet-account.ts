import { createCashuWallet, type CashuWallet } from './cashu/cashu-wallet'
import { WalletDatabase, walletDatabaseName, type IndexedDbImpl } from './cashu/wallet-database'
import { createPaymentMetadata, type PaymentMetadata } from './payment-metadata'

/** One account's local wallet: its ecash and its payment metadata, in the account's own database. */
export interface WalletAccount {
  pubkey: string | null
  db: WalletDatabase
  cashu: CashuWallet
  payments: PaymentMetadata
  close(): void
}

export interface WalletAccountOptions {
  defaultMints: string[]
  indexedDb?: IndexedDbImpl
  now?: () => number
}

/** Opens the account's wallet and starts recovering what a crash or a silent mint left unfinished. */
export function openWalletAccount(pubkey: string | null, opts: WalletAccountOptions): WalletAccount {
  const db = new WalletDatabase(walletDatabaseName(pubkey), opts.indexedDb)
  const cashu = createCashuWallet({ db, defaultMints: opts.defaultMints, now: opts.now })
  void cashu.recover().catch((error: unknown) => console.warn('Wallet recovery failed', error))
  return { pubkey, db, cashu, payments: createPaymentMetadata(db), close: () => db.close() }
}
