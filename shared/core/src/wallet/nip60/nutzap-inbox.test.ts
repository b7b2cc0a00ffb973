import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupSignerOf } from '../test-support/backup-signer'
import type { CashuMint } from '../../../../../e2e/servers/money/cashu-mint.mjs'
import { validateEvent } from '../../test-support/event-schemas'
import { useRelayPool } from '../../test-support/relay-pool-fixture'
import { createAuthor } from '../../test-support/test-relay'
import { balanceOf, openWallet, plainWallet, startTestMint } from '../test-support/mint-fixture'
import { createNip60Backup } from './nip60-backup'
import { createNutzapInbox } from './nutzap-inbox'
import { NUTZAP_PROBLEMS } from './nutzap-rules'

let mint: CashuMint
beforeAll(async () => ({ mint } = await startTestMint()))
afterAll(() => mint.close())
const fixture = useRelayPool()

const recipient = createAuthor()
const sender = createAuthor()
const signer = backupSignerOf(recipient)

async function recipientWallet() {
  const opened = openWallet([mint.url])
  const { wallet } = opened
  const db = await opened.db()
  const backup = createNip60Backup({ pubkey: recipient.pubkey, pool: fixture.pool, signer, db, cashu: wallet, relays: () => [fixture.relay.url] })
  const inbox = createNutzapInbox({ pubkey: recipient.pubkey, pool: fixture.pool, publish: backup.publish, db, cashu: wallet, backup })
  return { wallet, db, backup, inbox }
}

/** Another client nutzaps the recipient as NIP-61 says: reads their kind 10019, locks proofs to its key with cashu-ts. */
async function nutzap(amount: number, comment: string, lockTo?: string) {
  const [info] = await fixture.pool.query([{ kinds: [10019], authors: [recipient.pubkey] }])
  const listedMint = info.tags.find((tag) => tag[0] === 'mint')![1]
  const pubkey = lockTo ?? info.tags.find((tag) => tag[0] === 'pubkey')![1]
  const wallet = await plainWallet(listedMint)
  const quote = await wallet.createMintQuoteBolt11(amount)
  const proofs = await wallet.mintProofsBolt11(amount, quote.quote)
  const { send } = await wallet.send(amount, proofs, {}, { send: { type: 'p2pk', options: { pubkey } } })
  const tags = [...send.map((proof) => ['proof', JSON.stringify({ ...proof, amount: Number(proof.amount.toString()) })]), ['u', listedMint], ['p', recipient.pubkey]]
  const event = sender.sign({ kind: 9321, content: comment, tags })
  await fixture.pool.publish(event)
  return event
}

describe('nutzaps received (NIP-61)', () => {
  it('are checked, redeemed into the wallet once, and marked redeemed with a kind 7376 other clients read', async () => {
    const device = await recipientWallet()
    await device.backup.sync() // publishes the kind 10019 senders read
    const zap = await nutzap(21, 'great post')
    const stranger = await nutzap(5, 'locked wrong', `02${'ab'.repeat(32)}`)
    expect(await device.inbox.redeemPending()).toBe(21)
    expect(await balanceOf(device.wallet)).toBe(21)
    const rows = await device.db.nutzaps.toArray()
    expect(rows.find((row) => row.id === zap.id)).toMatchObject({ state: 'redeemed', amount: 21, sender: sender.pubkey, comment: 'great post' })
    expect(rows.find((row) => row.id === stranger.id)).toMatchObject({ state: 'invalid', reason: NUTZAP_PROBLEMS.notLocked })
    const [receive] = (await firstValueFrom(device.wallet.operations$)).filter((operation) => operation.kind === 'receive')
    expect(await device.db.payments.get(receive.token!)).toMatchObject({ type: 'nutzap', sender: sender.pubkey, message: 'great post' })

    const [marker] = await fixture.pool.query([{ kinds: [7376], authors: [recipient.pubkey], '#e': [zap.id] }])
    expect(marker.tags).toEqual(expect.arrayContaining([['e', zap.id, '', 'redeemed'], ['p', sender.pubkey]]))
    expect((await validateEvent(marker)).errors).toEqual([])
    expect(await device.inbox.redeemPending()).toBe(0)

    const secondBrowser = await recipientWallet() // sees the relays' redeemed marker: nothing is redeemed twice
    await secondBrowser.backup.restore()
    expect(await secondBrowser.inbox.redeemPending()).toBe(0)
    expect(await firstValueFrom(secondBrowser.wallet.balance$)).toBeGreaterThanOrEqual(0)
  })
})
