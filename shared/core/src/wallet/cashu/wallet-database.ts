import { Dexie, type Table } from 'dexie'
import { indexedDbFor, makeResilient } from '../../db/resilient-dexie'
import { normalizeMintUrl } from './mint-url'
import { WALLET_ROW_CHECKS, WALLET_ROWS_KEPT } from './wallet-row-checks'
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

import type { IndexedDbImpl } from '../../db/indexed-db-impl'

export type { IndexedDbImpl }

/** The wallet's own database (ecash proofs, operations, mints, payment metadata), one per account. */
export class WalletDatabase extends Dexie {
  declare proofs: Table<ProofRow, string>
  declare operations: Table<OperationRow, string>
  declare mints: Table<MintRow, string>
  declare payments: Table<PaymentMetadataRow, string>
  declare backups: Table<BackupRow, string>
  declare settings: Table<SettingRow, string>
  declare nutzaps: Table<NutzapRow, string>

  /** A database created now starts with `defaultMints` (the deployment's runtime config). */
  constructor(name: string, impl?: IndexedDbImpl, defaultMints: string[] = [], now: () => number = Date.now) {
    super(name, indexedDbFor(name, impl))
    this.version(1).stores(SCHEMA_V1)
    makeResilient(this, { checks: WALLET_ROW_CHECKS, keep: WALLET_ROWS_KEPT })
    const urls = [...new Set(defaultMints.map(normalizeMintUrl))]
    this.on('populate', (tx) => void tx.table('mints').bulkPut(urls.map((url, index) => ({ url, addedAt: now() + index }))))
  }
}
