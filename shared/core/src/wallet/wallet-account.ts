import type { Observable } from 'rxjs'
import type { PaymentDelivery } from './cashu/pay-request'
import type { NutzapRow } from './cashu/wallet-rows'
import { createCashuWallet, type CashuWallet } from './cashu/cashu-wallet'
import type { IndexedDbImpl } from './cashu/wallet-database'
import type { KeyValueStorage } from '../policies/storage'
import { systemClock, type Clock } from '../policies/clock'
import { keepRecovering } from './cashu/recovery-loop'
import { createWalletDbHandle, walletDatabaseName, type WalletDbHandle } from './wallet-db-handle'
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
  database: WalletDbHandle
  cashu: CashuWallet
  payments: PaymentMetadata
  /** Nutzaps sent to the account, newest first (redeemed, refused or failed). */
  nutzaps$: Observable<NutzapRow[]>
  /** The NIP-60 backup of a signed-in account (null for visitors). */
  backup: Promise<Nip60Backup> | null
  close(): void
}

export interface WalletAccountOptions {
  storage: KeyValueStorage
  defaultMints: string[]
  indexedDb?: IndexedDbImpl
  now?: () => number
  /** The timers recovery retries with (the system's by default). */
  clock?: Clock
  backup?: BackupDeps
  /** How paid payment requests reach their payee. */
  delivery?: Partial<PaymentDelivery>
}

/**
 * Opens the account's wallet and starts recovering what a crash or a silent mint left unfinished (asked again until
 * the mints answer, see keepRecovering).
 */
export function openWalletAccount(pubkey: string | null, opts: WalletAccountOptions): WalletAccount {
  const database = createWalletDbHandle(walletDatabaseName(pubkey), opts)
  const cashu = createCashuWallet({ database, defaultMints: opts.defaultMints, now: opts.now, delivery: opts.delivery })
  const recovery = keepRecovering(cashu, opts.clock ?? systemClock)
  const loop = pubkey && opts.backup ? recovery.first.then(() => import(/* webpackChunkName: "wallet-cashu" */ './nip60/backup-loop')).then(async ({ startBackupLoop }) => startBackupLoop({ pubkey, db: await database.open(), cashu, ...opts.backup! })) : null
  return {
    pubkey,
    database,
    cashu,
    payments: createPaymentMetadata(database),
    nutzaps$: database.live((db) => db.nutzaps.orderBy('createdAt').reverse().toArray(), [] as NutzapRow[]),
    backup: loop?.then((started) => started.backup) ?? null,
    close() {
      recovery.stop()
      void loop?.then((started) => started.stop())
      database.close()
    },
  }
}
