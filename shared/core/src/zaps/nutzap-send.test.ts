import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupSignerOf } from '../wallet/test-support/backup-signer'
import type { CashuMint } from '../../../../e2e/servers/money/cashu-mint.mjs'
import { defaultVerifier } from '../policies/verifier'
import { validateEvent } from '../test-support/event-schemas'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor } from '../test-support/test-relay'
import { balanceOf, fund, openWallet, startTestMint } from '../wallet/test-support/mint-fixture'
import { createNip60Backup } from '../wallet/nip60/nip60-backup'
import { createNutzapInbox } from '../wallet/nip60/nutzap-inbox'
import { newestNutzapInfo } from './nutzap-info'
import { NUTZAP_ERRORS, sendNutzap, type NutzapDeps } from './nutzap-send'
import { createZapVerifier } from './zap-verifier'

let mint: CashuMint
beforeAll(async () => ({ mint } = await startTestMint()))
afterAll(() => mint.close())
const fixture = useRelayPool()

const recipient = createAuthor()
const sender = createAuthor()
const recipientSigner = backupSignerOf(recipient)
const info = async (pubkey: string) => newestNutzapInfo(await fixture.pool.query([{ kinds: [10019], authors: [pubkey] }]))

/** The sender's side: a funded ecash wallet at the test mint, signing as `sender`, publishing to the relay. */
async function senderDeps(amount: number): Promise<NutzapDeps & { wallet: ReturnType<typeof openWallet>['wallet'] }> {
  const { wallet } = openWallet([mint.url])
  await fund(wallet, amount)
  return { wallet, cashu: wallet, info, sign: async (template) => sender.sign(template), publish: (event, relays) => fixture.pool.publish(event, { relays: [fixture.relay.url, ...relays] }) }
}

describe('nutzaps sent (NIP-61)', () => {
  it('locks ecash to the recipient’s listed key at a listed mint; their wallet redeems it and the counts read it as a zap', async () => {
    const opened = openWallet([mint.url])
    const db = await opened.db()
    const backup = createNip60Backup({ pubkey: recipient.pubkey, pool: fixture.pool, signer: recipientSigner, db, cashu: opened.wallet, relays: () => [fixture.relay.url] })
    await backup.sync() // publishes the recipient's kind 10019
    const note = recipient.sign({ kind: 1, content: 'nutzap me' })
    const deps = await senderDeps(50)

    const event = await sendNutzap(deps, { pubkey: recipient.pubkey, event: note }, 21, 'ecash for you')
    expect((await validateEvent(event)).errors).toEqual([])
    expect(event.tags).toEqual(expect.arrayContaining([['u', mint.url], ['p', recipient.pubkey], ['e', note.id], ['k', '1']]))
    expect(await balanceOf(deps.wallet)).toBe(29)

    const verify = createZapVerifier({ lnurlPubkeyOf: async () => null, nutzapInfoOf: info, verifyEvent: defaultVerifier })
    expect(await verify(event)).toMatchObject({ amount: 21, zapper: sender.pubkey, comment: 'ecash for you', eventId: note.id })

    const inbox = createNutzapInbox({ pubkey: recipient.pubkey, pool: fixture.pool, publish: backup.publish, db, cashu: opened.wallet, backup })
    expect(await inbox.redeemPending()).toBe(21)
  })

  it('refuses users without a nutzap info, and when no listed mint holds enough', async () => {
    const deps = await senderDeps(5)
    await expect(sendNutzap(deps, { pubkey: createAuthor().pubkey }, 1, '')).rejects.toThrow(NUTZAP_ERRORS.noInfo)
    await expect(sendNutzap(deps, { pubkey: recipient.pubkey }, 21, '')).rejects.toThrow(NUTZAP_ERRORS.noCommonMint)
  })

  it('does not count a nutzap locked to another key or on an unlisted mint', async () => {
    const verify = createZapVerifier({ lnurlPubkeyOf: async () => null, nutzapInfoOf: info, verifyEvent: defaultVerifier })
    const forged = sender.sign({ kind: 9321, content: '', tags: [['proof', JSON.stringify({ id: '00ad268c4d1f5826', amount: 1, secret: 'plain', C: '02' + 'ab'.repeat(32) })], ['u', 'https://other.mint'], ['p', recipient.pubkey]] })
    expect(await verify(forged)).toBeNull()
  })
})
