import { describe, expect, it } from 'vitest'
import { createAuthor } from '../../test-support/test-relay'
import { backupSignerOf } from '../test-support/backup-signer'
import { openWallet } from '../test-support/mint-fixture'
import { createBackupTestPool, type PublishOutcome } from './backup-test-pool'
import { createNip60Backup } from './nip60-backup'
import { NUTZAP_INFO_KIND, WALLET_KIND } from './nip60-kinds'

// No mint is asked: the wallet holds no proofs, only its default mint.
const MINT = 'http://127.0.0.1:9/mint'
const RELAY = 'ws://127.0.0.1:9/'
const author = createAuthor()
const signer = backupSignerOf(author)

async function browser(outcome?: (event: { kind: number }, tried: number) => PublishOutcome) {
  const relay = createBackupTestPool(outcome)
  const profile = openWallet([MINT])
  const db = await profile.db()
  const relays = [RELAY]
  const start = () => createNip60Backup({ pubkey: author.pubkey, pool: relay.pool, signer, db, cashu: profile.reopen(), relays: () => relays })
  return { relay, start, relays }
}

describe('NIP-60 wallet and nutzap info after an interrupted sync', () => {
  it('a tab closed after the wallet (17375) went out but before the nutzap info (10019): the next start publishes the 10019', async () => {
    const { relay, start } = await browser((event, tried) => (event.kind === NUTZAP_INFO_KIND && tried === 0 ? 'hang' : 'ok'))
    const sent = Promise.all([relay.nextPublish(WALLET_KIND), relay.nextPublish(NUTZAP_INFO_KIND)])
    void start().sync() // never finishes: the tab is gone
    await sent
    expect(relay.kept(WALLET_KIND, NUTZAP_INFO_KIND).map((event) => event.kind)).toEqual([WALLET_KIND])

    const reloaded = start()
    await reloaded.sync()
    const [info] = relay.kept(NUTZAP_INFO_KIND)
    expect(info.tags).toEqual(expect.arrayContaining([['mint', MINT, 'sat'], ['pubkey', (await reloaded.p2pkKey()).pubkey], ['relay', RELAY]]))
  })

  it('a refused 10019 is published by the next sync, and the wallet (17375) is not published again', async () => {
    const { relay, start } = await browser((event, tried) => (event.kind === NUTZAP_INFO_KIND && tried === 0 ? 'refused' : 'ok'))
    const backup = start()
    await expect(backup.sync()).rejects.toThrow('kind 10019')
    await backup.sync()
    expect(relay.kept(NUTZAP_INFO_KIND)).toHaveLength(1)
    expect(relay.tried(WALLET_KIND)).toHaveLength(1)
  })

  it('once both are out, later starts publish neither again', async () => {
    const { relay, start } = await browser()
    await start().sync()
    await start().sync()
    expect(relay.tried(WALLET_KIND, NUTZAP_INFO_KIND).map((event) => event.kind).sort()).toEqual([NUTZAP_INFO_KIND, WALLET_KIND])
  })

  it('a changed relay list goes out in a new 10019 with the next sync; the wallet (17375) is not published again', async () => {
    const { relay, start, relays } = await browser()
    const backup = start()
    await backup.sync()
    relays.push('ws://127.0.0.1:10/')
    await backup.sync()
    const infos = relay.kept(NUTZAP_INFO_KIND)
    expect(infos).toHaveLength(2)
    expect(infos[1].tags).toEqual(expect.arrayContaining([['relay', RELAY], ['relay', 'ws://127.0.0.1:10/']]))
    expect(relay.tried(WALLET_KIND)).toHaveLength(1)
  })
})
