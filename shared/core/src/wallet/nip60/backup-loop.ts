import { liveQuery } from 'dexie'
import { from, skip, type Observable } from 'rxjs'
import { systemClock, type Clock } from '../../policies/clock'
import type { CashuWallet } from '../cashu/cashu-wallet'
import type { WalletDatabase } from '../cashu/wallet-database'
import { createRetry } from './backup-retry'
import { createNip60Backup, type Nip60Backup } from './nip60-backup'
import { NUTZAP_KIND } from './nip60-kinds'
import type { BackupPool, BackupSigner } from './nip60-remote'
import { createNutzapInbox } from './nutzap-inbox'

/** How long the backup waits after the last change of proofs or mints before publishing. */
export const BACKUP_DEBOUNCE_MS = 1000

export interface BackupLoopOptions {
  pubkey: string
  db: WalletDatabase
  cashu: CashuWallet
  pool: BackupPool
  signer: () => Promise<BackupSigner>
  relays: () => string[]
  /** The timers of the debounce and of the retries (the system's by default). */
  clock?: Clock
}

/**
 * Restores the relays' wallet, then publishes every change of proofs or mints, and redeems nutzaps at start and as
 * they arrive (one step at a time). A failed step is followed by a full one (sync, then redeem) after a backoff.
 */
export function startBackupLoop(opts: BackupLoopOptions): { backup: Promise<Nip60Backup>; stop(): void } {
  const clock = opts.clock ?? systemClock
  let queue: Promise<unknown> = Promise.resolve()
  const backup = opts.signer().then((signer) => createNip60Backup({ ...opts, signer }))
  const run = (step: (backup: Nip60Backup) => Promise<unknown>) => {
    queue = queue
      .then(() => backup.then(step))
      .catch((error: unknown) => {
        console.warn('Wallet backup (NIP-60) deferred', error)
        retry.failed()
      })
    return queue
  }
  const redeem = (b: Nip60Backup) => createNutzapInbox({ ...opts, publish: b.publish, backup: b }).redeemPending()
  const sync = (b: Nip60Backup) => b.sync().then(() => retry.succeeded())
  // The first step and each retry: a sync first, as its restore may bring the P2PK key the nutzaps are locked to.
  const full = (b: Nip60Backup) => sync(b).then(() => redeem(b))
  const retry = createRetry(clock, () => void run(full))
  void run(full)
  const changes = afterQuiet(
    clock,
    from(liveQuery(async () => [await opts.db.proofs.where('state').anyOf('unspent', 'reserved').primaryKeys(), await opts.db.mints.toCollection().primaryKeys()])).pipe(skip(1)),
    () => void run(sync),
  )
  const incoming = opts.pool.req && afterQuiet(clock, opts.pool.req([{ kinds: [NUTZAP_KIND], '#p': [opts.pubkey], since: Math.floor(Date.now() / 1000) }], { closeOnEose: false }), () => void run(redeem))
  return {
    backup,
    stop() {
      changes()
      incoming?.()
      retry.stop()
    },
  }
}

/**
 * Calls `act` once a burst of emissions has been quiet for BACKUP_DEBOUNCE_MS (a timer, not rxjs's debounceTime: its
 * scheduler would join the shell's shared rxjs chunk, which every first load carries). Returns the stop function.
 */
function afterQuiet(clock: Clock, source: Observable<unknown>, act: () => void): () => void {
  let timer: unknown
  const subscription = source.subscribe(() => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = clock.setTimeout(act, BACKUP_DEBOUNCE_MS)
  })
  return () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    subscription.unsubscribe()
  }
}
