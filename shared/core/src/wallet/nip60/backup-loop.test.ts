import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { createAuthor } from '../../test-support/test-relay'
import { backupSignerOf } from '../test-support/backup-signer'
import { openWallet } from '../test-support/mint-fixture'
import { startBackupLoop } from './backup-loop'
import { RETRY_FIRST_MS } from './backup-retry'
import { createBackupTestPool, type PublishOutcome } from './backup-test-pool'
import { NUTZAP_INFO_KIND, WALLET_KIND } from './nip60-kinds'

// No mint is asked: the wallet holds no proofs, only its default mint.
const MINT = 'http://127.0.0.1:9/mint'
const author = createAuthor()
const signer = backupSignerOf(author)

async function startLoop(outcome: (event: { kind: number }, tried: number) => PublishOutcome) {
  const relay = createBackupTestPool(outcome)
  const clock = createManualClock()
  const profile = openWallet([MINT])
  const db = await profile.db()
  const loop = startBackupLoop({ pubkey: author.pubkey, db, cashu: profile.wallet, pool: relay.pool, signer: async () => signer, relays: () => [], clock })
  // The first sync failed once its retry is waiting on the clock.
  const retryWaiting = () => vi.waitFor(() => expect(clock.pendingDelays()).toContain(RETRY_FIRST_MS))
  return { relay, clock, loop, retryWaiting }
}

describe('the backup loop after a failed sync', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {})) // 'deferred', as expected here
  it('publishes the wallet (17375) and nutzap info (10019) when the relay refused the first 17375', async () => {
    const { relay, clock, loop, retryWaiting } = await startLoop((event, tried) => (event.kind === WALLET_KIND && tried === 0 ? 'refused' : 'ok'))
    await retryWaiting()
    const published = relay.nextPublish(WALLET_KIND)
    clock.advance(RETRY_FIRST_MS)
    await published
    await vi.waitFor(() => expect(relay.kept(WALLET_KIND, NUTZAP_INFO_KIND).map((event) => event.kind).sort()).toEqual([NUTZAP_INFO_KIND, WALLET_KIND]))
    loop.stop()
  })

  it('stop() ends the retries', async () => {
    const { relay, clock, loop, retryWaiting } = await startLoop((event) => (event.kind === WALLET_KIND ? 'refused' : 'ok'))
    await retryWaiting()
    loop.stop()
    clock.advance(10 * 60_000)
    expect(relay.tried(WALLET_KIND)).toHaveLength(1)
  })
})
