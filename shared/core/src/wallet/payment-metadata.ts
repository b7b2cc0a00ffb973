import type { Observable } from 'rxjs'
import type { PaymentMetadataRow } from './cashu/wallet-rows'
import type { WalletDbHandle } from './wallet-db-handle'

/** Spec 2 §3 'Payment metadata': what a payment was for, kept locally by invoice (or token). */
export function createPaymentMetadata(database: WalletDbHandle) {
  return {
    /** Newest first. */
    all$: database.live((db) => db.payments.orderBy('timestamp').reverse().toArray(), [] as PaymentMetadataRow[]) as Observable<PaymentMetadataRow[]>,
    get: async (invoice: string) => (database.exists() ? (await database.open()).payments.get(invoice) : undefined),
    /** Merges with what is already known about the invoice. */
    async record(row: PaymentMetadataRow) {
      const db = await database.open()
      await db.transaction('rw', db.payments, async () => {
        const known = await db.payments.get(row.invoice)
        await db.payments.put({ ...known, ...row })
      })
    },
  }
}

export type PaymentMetadata = ReturnType<typeof createPaymentMetadata>
