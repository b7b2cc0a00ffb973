import { Dexie, type Table } from 'dexie'
import type { BackupRow, MintRow, NutzapRow, OperationRow, PaymentMetadataRow, ProofRow, SettingRow } from './wallet-rows'

const SCHEMA_V1 = {
  proofs: 'secret, mint, state, operationId, [mint+state]',
  operations: 'id, state, mint, createdAt',
  mints: 'url',
  payments: 'invoice, timestamp',
  backups: 'mint',
  settings: 'key',
  nutzaps: 'id, createdAt',
}

/** IndexedDB factories, injected in tests (fake-indexeddb) and left to the browser otherwise. */
export interface IndexedDbImpl {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

/** The wallet's own database (ecash proofs, operations, mints, payment metadata), one per account. */
export class WalletDatabase extends Dexie {
  declare proofs: Table<ProofRow, string>
  declare operations: Table<OperationRow, string>
  declare mints: Table<MintRow, string>
  declare payments: Table<PaymentMetadataRow, string>
  declare backups: Table<BackupRow, string>
  declare settings: Table<SettingRow, string>
  declare nutzaps: Table<NutzapRow, string>

  constructor(name: string, impl?: IndexedDbImpl) {
    super(name, impl)
    this.version(1).stores(SCHEMA_V1)
  }
}

/** The database of an account's wallet; visitors get one of their own. */
export function walletDatabaseName(pubkey: string | null): string {
  return `wallet-${pubkey ?? 'visitor'}`
}
