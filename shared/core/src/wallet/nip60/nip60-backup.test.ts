import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupSignerOf } from '../test-support/backup-signer'
import type { CashuMint } from '../../../../../e2e/servers/money/cashu-mint.mjs'
import type { Filter, NostrEvent } from '../../nostr-types'
import { validateEvent } from '../../test-support/event-schemas'
import { useRelayPool } from '../../test-support/relay-pool-fixture'
import { createAuthor } from '../../test-support/test-relay'
import { balanceOf, fund, openWallet, startTestMint, unspentAtMint } from '../test-support/mint-fixture'
import { createNip60Backup } from './nip60-backup'

let mint: CashuMint
beforeAll(async () => ({ mint } = await startTestMint()))
afterAll(() => mint.close())
const fixture = useRelayPool()

const author = createAuthor()
const signer = backupSignerOf(author)

/** Every event the wallet sent (the relay does not keep kind-5 deletions, it applies them). */
const published: NostrEvent[] = []

/** One browser: its own wallet database, backed up to the shared relay. */
async function device() {
  const opened = openWallet([mint.url])
  const { wallet } = opened
  const db = await opened.db()
  const pool = { query: (filters: Filter[]) => fixture.pool.query(filters), publish: (event: NostrEvent) => (published.push(event), fixture.pool.publish(event)) }
  const backup = createNip60Backup({ pubkey: author.pubkey, pool, signer, db, cashu: wallet, relays: () => [fixture.relay.url] })
  return { wallet, db, backup }
}

const mine = (kinds: number[]) => fixture.pool.query([{ kinds, authors: [author.pubkey] }])

describe('NIP-60 wallet backup on the real relay', () => {
  it('a second browser restores the same balance, and spends on the first roll over with deletions', async () => {
    const first = await device()
    await fund(first.wallet, 100)
    await first.backup.sync()
    const [token] = await mine([7375])
    expect(JSON.parse(await signer.decrypt('nip44', author.pubkey, token.content))).toMatchObject({ mint: mint.url, unit: 'sat' })

    const second = await device()
    expect(await second.backup.restore()).toBe(100)
    expect(await balanceOf(second.wallet)).toBe(100)

    await first.wallet.sendToken(30)
    await first.backup.sync()
    const tokens = await mine([7375])
    const deletion = published.find((event) => event.kind === 5)!
    expect(deletion.tags).toEqual([['e', token.id], ['k', '7375']])
    expect(tokens.map((event) => event.id)).not.toContain(token.id) // the relay applied the deletion
    const [newest] = tokens
    expect(JSON.parse(await signer.decrypt('nip44', author.pubkey, newest.content)).del).toEqual([token.id])
    const history = await mine([7376])
    const entries = await Promise.all(history.map(async (event) => JSON.parse(await signer.decrypt('nip44', author.pubkey, event.content)) as string[][]))
    expect(entries).toContainEqual(expect.arrayContaining([['direction', 'out'], ['amount', '30']]))

    await second.backup.restore() // sees the rollover: the spent proofs leave, the change arrives
    expect(await balanceOf(second.wallet)).toBe(70)
    expect(await unspentAtMint(second.wallet, mint.url)).toBe(70)
  })

  it('publishes the wallet (17375) and nutzap info (10019) with a 02-prefixed P2PK key that a new browser adopts', async () => {
    const first = await device()
    await first.backup.sync() // restores the wallet of the first test; a restore vouches for the 17375 only, so the 10019 goes out again
    const [wallet] = await mine([17375])
    const [info] = await mine([10019])
    const key = await first.backup.p2pkKey()
    expect(info.tags).toEqual(expect.arrayContaining([['mint', mint.url, 'sat'], ['pubkey', key.pubkey], ['relay', fixture.relay.url]]))
    expect(JSON.parse(await signer.decrypt('nip44', author.pubkey, wallet.content))).toEqual(expect.arrayContaining([['privkey', key.privkey], ['mint', mint.url]]))
    const second = await device()
    await second.backup.restore()
    expect(await second.backup.p2pkKey()).toEqual(key)
    expect(key.privkey).not.toBe(Buffer.from(author.secretKey).toString('hex'))
  })

  it('every event it publishes passes @nostrability/schemata, and history entries the NIP-60 MUST rules', async () => {
    expect(new Set(published.map((event) => event.kind))).toEqual(new Set([17375, 7375, 7376, 10019, 5]))
    for (const event of published) expect((await validateEvent(event)).errors, `kind ${event.kind}`).toEqual([])
    // A spending history entry MUST reference the created and destroyed token events with markers (in its content).
    for (const event of published.filter((candidate) => candidate.kind === 7376)) {
      const tags = JSON.parse(await signer.decrypt('nip44', author.pubkey, event.content)) as string[][]
      expect(tags.find((tag) => tag[0] === 'direction')?.[1]).toMatch(/^(in|out)$/)
      expect(Number(tags.find((tag) => tag[0] === 'amount')?.[1])).toBeGreaterThan(0)
      expect(tags.filter((tag) => tag[0] === 'e').every((tag) => /^[0-9a-f]{64}$/.test(tag[1]) && ['created', 'destroyed'].includes(tag[3]))).toBe(true)
    }
  })

  it('skips token events it cannot read instead of failing the restore', async () => {
    await fixture.pool.publish(await signer.sign({ kind: 7375, tags: [], content: 'not encrypted', created_at: Math.floor(Date.now() / 1000) }))
    const fresh = await device()
    await expect(fresh.backup.restore()).resolves.toBeGreaterThanOrEqual(0)
    expect(await firstValueFrom(fresh.wallet.balance$)).toBe(70)
  })
})
