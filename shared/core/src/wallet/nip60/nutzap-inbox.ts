import { getEncodedToken, normalizeProofAmounts } from '@cashu/cashu-ts'
import type { NostrEvent } from '../../nostr-types'
import type { CashuWallet } from '../cashu/cashu-wallet'
import { MintOfflineError } from '../cashu/mint-connection'
import type { WalletDatabase } from '../cashu/wallet-database'
import type { NutzapRow } from '../cashu/wallet-rows'
import type { Nip60Backup } from './nip60-backup'
import { HISTORY_KIND, NUTZAP_KIND } from './nip60-kinds'
import type { Publish } from './nip60-publish'
import type { BackupPool } from './nip60-remote'
import { readNutzap, type Nutzap } from './nutzap-rules'
import { retryInMemory } from '../../db/memory-retry'

export interface NutzapInboxOptions {
  pubkey: string
  pool: BackupPool
  publish: Publish
  db: WalletDatabase
  cashu: CashuWallet
  backup: Nip60Backup
}

/**
 * NIP-61 receiving: nutzaps to the user on the mints the wallet lists are checked (spec 3 §5), swapped into the wallet
 * with the P2PK key, and marked redeemed with a kind-7376 event (public `e … redeemed` and `p` sender tags).
 */
export function createNutzapInbox(opts: NutzapInboxOptions) {
  const { db, pubkey } = opts

  async function alreadyRedeemed(ids: string[]): Promise<Set<string>> {
    const local = (await db.nutzaps.bulkGet(ids)).filter((row): row is NutzapRow => Boolean(row)).map((row) => row.id)
    const remote = ids.length ? await opts.pool.query([{ kinds: [HISTORY_KIND], authors: [pubkey], '#e': ids }]) : []
    const marked = remote.flatMap((event) => event.tags.filter((tag) => tag[0] === 'e' && tag[3] === 'redeemed').map((tag) => tag[1]))
    return new Set([...local, ...marked])
  }

  async function redeem(nutzap: Nutzap, privkey: string): Promise<NutzapRow> {
    const row: NutzapRow = { id: nutzap.id, sender: nutzap.sender, amount: nutzap.amount, mint: nutzap.mint, comment: nutzap.comment, createdAt: nutzap.createdAt, state: 'redeemed', ...(nutzap.eventId ? { eventId: nutzap.eventId } : {}) }
    const token = getEncodedToken({ mint: nutzap.mint, proofs: normalizeProofAmounts(nutzap.proofs), unit: 'sat' })
    const received = await opts.cashu.receiveToken(token, privkey)
    // What the history shows for it: a nutzap, its sender, comment and the nutzapped event (payment metadata by token).
    await retryInMemory(db, () => db.payments.put({ invoice: received.token ?? token, type: 'nutzap', sender: nutzap.sender, message: nutzap.comment, ...(nutzap.eventId ? { eventId: nutzap.eventId } : {}), timestamp: nutzap.createdAt * 1000 }))
    await opts.publish(HISTORY_KIND, [['e', nutzap.id, '', 'redeemed'], ['p', nutzap.sender]], JSON.stringify([['direction', 'in'], ['amount', String(received.amount)], ['unit', 'sat']]))
    return { ...row, amount: received.amount }
  }

  /** Redeems every nutzap not yet handled; a mint that is offline is tried again next time. Returns sats received. */
  async function redeemPending(): Promise<number> {
    const mints = (await db.mints.toArray()).map((row) => row.url)
    if (mints.length === 0) return 0
    const key = await opts.backup.p2pkKey()
    const events = await opts.pool.query([{ kinds: [NUTZAP_KIND], '#p': [pubkey] }])
    const handled = await alreadyRedeemed(events.map((event) => event.id))
    let received = 0
    for (const event of events.filter((candidate) => !handled.has(candidate.id))) {
      const row = await handle(event, { pubkey, mints, p2pkPubkey: key.pubkey }, key.privkey)
      if (!row) continue
      await retryInMemory(db, () => db.nutzaps.put(row))
      if (row.state === 'redeemed') received += row.amount
    }
    return received
  }

  async function handle(event: NostrEvent, me: { pubkey: string; mints: string[]; p2pkPubkey: string }, privkey: string): Promise<NutzapRow | null> {
    const read = readNutzap(event, me)
    const base = { id: event.id, sender: event.pubkey, amount: 0, mint: '', comment: event.content, createdAt: event.created_at }
    if ('problem' in read) return { ...base, state: 'invalid', reason: read.problem }
    try {
      return await redeem(read.nutzap, privkey)
    } catch (error) {
      if (error instanceof MintOfflineError) return null
      return { ...base, amount: read.nutzap.amount, mint: read.nutzap.mint, state: 'failed', reason: error instanceof Error ? error.message : String(error) }
    }
  }

  return { redeemPending }
}

export type NutzapInbox = ReturnType<typeof createNutzapInbox>
