import type { CashuWallet } from '../cashu/cashu-wallet'
import type { WalletDatabase } from '../cashu/wallet-database'
import type { BackupRow, ProofRow } from '../cashu/wallet-rows'
import { historyContent, tokenContent, walletContent } from './nip60-content'
import { DELETION_KIND, HISTORY_KIND, NUTZAP_INFO_KIND, TOKEN_KIND, WALLET_KIND } from './nip60-kinds'
import { createPublisher } from './nip60-publish'
import { fetchRemoteWallet, type BackupPool, type BackupSigner } from './nip60-remote'
import { newP2pkKey, p2pkKeyOf, type P2pkKey } from './p2pk-key'
import { retryInMemory } from '../../db/memory-retry'

export interface Nip60BackupOptions {
  pubkey: string
  pool: BackupPool
  signer: BackupSigner
  db: WalletDatabase
  cashu: CashuWallet
  /** The relays the user reads nutzaps on (kind 10019 `relay` tags). */
  relays: () => string[]
  now?: () => number
}

const KEY_SETTING = 'p2pkPrivkey'
/** What the relays hold: the wallet (17375) and, apart, the nutzap info (10019); a restore vouches only for the 17375. */
const PUBLISHED_SETTING = 'publishedWallet'
const PUBLISHED_INFO_SETTING = 'publishedNutzapInfo'

/**
 * NIP-60: the wallet on the user's relays. `restore` brings in what another device published (proofs the mint says
 * are unspent, mints, the P2PK key); `sync` publishes what changed here: per mint a new token event with the unspent
 * proofs rolling over the old ones (`del`), a kind-5 deletion of those, a kind-7376 history entry; and the wallet
 * (17375) and nutzap info (10019) events when the mints or the key change.
 */
export function createNip60Backup(opts: Nip60BackupOptions) {
  const { db, pubkey } = opts
  const now = opts.now ?? (() => Date.now())
  const publish = createPublisher(opts.pool, opts.signer, pubkey, now)
  const setting = async (key: string) => (await db.settings.get(key))?.value
  const remember = (key: string, value: string) => retryInMemory(db, () => db.settings.put({ key, value }))

  async function p2pkKey(): Promise<P2pkKey> {
    const stored = await setting(KEY_SETTING)
    if (stored) return p2pkKeyOf(stored)
    const key = newP2pkKey()
    await remember(KEY_SETTING, key.privkey)
    return key
  }

  let restored = false
  async function restore(): Promise<number> {
    const remote = await fetchRemoteWallet(opts.pool, opts.signer, pubkey)
    if (remote.wallet?.privkey) await remember(KEY_SETTING, p2pkKeyOf(remote.wallet.privkey).privkey)
    for (const url of remote.wallet?.mints ?? []) if (!(await db.mints.get(url))) await retryInMemory(db, () => db.mints.put({ url, addedAt: now() }))
    let added = 0
    for (const [mint, tokens] of groupBy(remote.tokens, (token) => token.mint)) {
      const proofs = tokens.flatMap((token) => token.proofs)
      added += await opts.cashu.importProofs(mint, proofs).catch((error: unknown) => (console.warn(`Wallet backup: ${mint} not restored yet`, error), 0))
      await opts.cashu.reconcile(mint).catch(() => 0)
      await retryInMemory(db, () => db.backups.put({ mint, eventIds: tokens.map((token) => token.eventId), secrets: sorted(proofs), amount: sum(proofs) }))
    }
    if (remote.wallet) await remember(PUBLISHED_SETTING, walletFingerprint(remote.wallet.privkey ?? '', remote.wallet.mints))
    restored = true
    return added
  }

  async function syncMint(mint: string, held: ProofRow[], backup: BackupRow | undefined) {
    const secrets = sorted(held)
    if (backup && same(secrets, backup.secrets)) return
    const old = backup?.eventIds ?? []
    const created = held.length > 0 ? [(await publish(TOKEN_KIND, [], tokenContent(mint, held, old))).id] : []
    if (old.length > 0) await publish(DELETION_KIND, [...old.map((id) => ['e', id]), ['k', String(TOKEN_KIND)]])
    const change = sum(held) - (backup?.amount ?? 0)
    if (change !== 0) await publish(HISTORY_KIND, [], historyContent(change > 0 ? 'in' : 'out', Math.abs(change), created, old))
    await retryInMemory(db, () => db.backups.put({ mint, eventIds: created, secrets, amount: sum(held) }))
  }

  /** Publishes the event unless the relays already hold this `fingerprint` of it (then remembers it). */
  async function publishOnce(settingKey: string, fingerprint: string, send: () => Promise<unknown>) {
    if ((await setting(settingKey)) === fingerprint) return
    await send()
    await remember(settingKey, fingerprint)
  }

  /** The wallet (17375) and the nutzap info (10019), each when it changed, side by side: neither waits for the other. */
  async function syncWallet() {
    const mints = (await db.mints.toArray()).map((row) => row.url).sort()
    const key = await p2pkKey()
    if (mints.length === 0) return
    const relays = opts.relays()
    const infoTags = [...relays.map((url) => ['relay', url]), ...mints.map((url) => ['mint', url, 'sat']), ['pubkey', key.pubkey]]
    await allSettled([
      publishOnce(PUBLISHED_SETTING, walletFingerprint(key.privkey, mints), () => publish(WALLET_KIND, [], walletContent(key.privkey, mints))),
      // The nutzap info names the relays too: a changed relay list is published with the next sync.
      publishOnce(PUBLISHED_INFO_SETTING, JSON.stringify(infoTags), () => publish(NUTZAP_INFO_KIND, infoTags)),
    ])
  }

  return {
    restore,
    p2pkKey,
    publish,
    /** Restores first (once), so a new browser never replaces the relays' wallet with an empty one or a new key. */
    async sync() {
      if (!restored) await restore()
      const held = await db.proofs.where('state').anyOf('unspent', 'reserved').toArray()
      const byMint = groupBy(held, (row) => row.mint)
      for (const backup of await db.backups.toArray()) if (!byMint.has(backup.mint)) byMint.set(backup.mint, [])
      for (const [mint, rows] of byMint) await syncMint(mint, rows, await db.backups.get(mint))
      await syncWallet()
    },
  }
}

export type Nip60Backup = ReturnType<typeof createNip60Backup>

const sum = (proofs: Array<{ amount: number }>) => proofs.reduce((total, proof) => total + proof.amount, 0)
const sorted = (proofs: Array<{ secret: string }>) => proofs.map((proof) => proof.secret).sort()
const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index])
const walletFingerprint = (privkey: string, mints: string[]) => JSON.stringify([privkey, [...mints].sort()])

/** Waits for every one (so nothing of this sync is still running when it fails), then throws the first failure. */
async function allSettled(work: Array<Promise<unknown>>): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return groups
}
