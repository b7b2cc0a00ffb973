import { liveQuery } from 'dexie'
import { from, type Observable } from 'rxjs'
import type { WalletDatabase } from './cashu/wallet-database'
import type { PaymentMetadataRow } from './cashu/wallet-rows'

/** Spec 2 §3 'Payment metadata': what a payment was for, kept locally by invoice (or token). */
export function createPaymentMetadata(db: WalletDatabase) {
  return {
    /** Newest first. */
    all$: from(liveQuery(() => db.payments.orderBy('timestamp').reverse().toArray())) as Observable<PaymentMetadataRow[]>,
    get: (invoice: string) => db.payments.get(invoice),
    /** Merges with what is already known about the invoice. */
    async record(row: PaymentMetadataRow) {
      await db.transaction('rw', db.payments, async () => {
        const known = await db.payments.get(row.invoice)
        await db.payments.put({ ...known, ...row })
      })
    },
  }
}

export type PaymentMetadata = ReturnType<typeof createPaymentMetadata>
