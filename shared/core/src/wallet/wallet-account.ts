import { liveQuery } from 'dexie'
import { from, type Observable } from 'rxjs'
import type { PaymentDelivery } from './cashu/pay-request'
import type { NutzapRow } from './cashu/wallet-rows'
import { createCashuWallet, type CashuWallet } from './cashu/cashu-wallet'
import { WalletDatabase, walletDatabaseName, type IndexedDbImpl } from './cashu/wallet-database'
import type { Nip60Backup } from './nip60/nip60-backup'
import type { BackupPool, BackupSigner } from './nip60/nip60-remote'
import { createPaymentMetadata, type PaymentMetadata } from './payment-metadata'

/** What a signed-in account's relay backup (NIP-60) needs. */
export interface BackupDeps {
  pool: BackupPool
  signer: () => Promise<BackupSigner>
  relays: () => string[]
}

/** One account's local wallet: its ecash and its payment metadata, in the account's own database. */
export interface WalletAccount {
  pubkey: string | null
  db: WalletDatabase
  cashu: CashuWallet
  payments: PaymentMetadata
  /** Nutzaps sent to the account, newest first (redeemed, refused or failed). */
  nutzaps$: Observable<NutzapRow[]>
  /** The NIP-60 backup of a signed-in account (null for visitors). */
  backup: Promise<Nip60Backup> | null
  close(): void
}

export interface WalletAccountOptions {
  defaultMints: string[]
  indexedDb?: IndexedDbImpl
  now?: () => number
  backup?: BackupDeps
  /** How paid payment requests reach their payee. */
  delivery?: Partial<PaymentDelivery>
}

/** Opens the account's wallet and starts recovering what a crash or a silent mint left unfinished. */
export function openWalletAccount(pubkey: string | null, opts: WalletAccountOptions): WalletAccount {
  const db = new WalletDatabase(walletDatabaseName(pubkey), opts.indexedDb)
  const cashu = createCashuWallet({ db, defaultMints: opts.defaultMints, now: opts.now, delivery: opts.delivery })
  const recovered = cashu.recover().catch((error: unknown) => {
    if ((error as { name?: string }).name !== 'DatabaseClosedError') console.warn('Wallet recovery failed', error)
  })
  const loop = pubkey && opts.backup ? recovered.then(() => import('./nip60/backup-loop')).then(({ startBackupLoop }) => startBackupLoop({ pubkey, db, cashu, ...opts.backup! })) : null
  return {
    pubkey,
    db,
    cashu,
    payments: createPaymentMetadata(db),
    nutzaps$: from(liveQuery(() => db.nutzaps.orderBy('createdAt').reverse().toArray())),
    backup: loop?.then((started) => started.backup) ?? null,
    close() {
      void loop?.then((started) => started.stop())
      db.close()
    },
  }
}
