import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLedger, type Ledger } from '../../../../e2e/servers/money/fake-lightning.mjs'
import { startZapServer, type ZapServer } from '../../../../e2e/servers/money/zap-server.mjs'
import { createLnurlService } from '../lnurl/lnurl-service'
import type { NostrEvent } from '../nostr-types'
import { defaultVerifier } from '../policies/verifier'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { createZapService, type ZapInvoice, type ZapService } from './zap-service'
import { RECEIPT_POLL_MS } from './zap-rules'
import { createZapVerifier } from './zap-verifier'

// The dialog's receipt polling (spec 2 §4: every 2.5 s, closes as zapped when invoice and amount match), on a manual
// clock: the invoices and receipts are the local zap server's, the relay is a list the test fills.
const zapper = createAuthor()
const alice = createAuthor()
const clock = createManualClock()
const onRelay: NostrEvent[] = []
const queriedAt: number[] = []
let ledger: Ledger
let server: ZapServer
let zaps: ZapService

beforeAll(async () => {
  ledger = createLedger()
  ledger.createAccount('payer', { unlimited: true })
  server = await startZapServer({ ledger, log: () => {}, publish: async () => {} })
  const profile = async () => ({ lud16: server.addressOf('alice') })
  const lnurl = createLnurlService({ getProfile: profile })
  zaps = createZapService({
    lnurl,
    profile,
    sign: async (template) => zapper.sign(template),
    relaysFor: async () => ['ws://127.0.0.1:1'],
    pay: async () => Promise.reject(new Error('no wallet: paid elsewhere')),
    pool: { query: async () => (queriedAt.push(clock.now()), [...onRelay]) },
    verifyZap: createZapVerifier({ lnurlPubkeyOf: async (pubkey) => (await lnurl.getZapConfig(pubkey))?.nostrPubkey, verifyEvent: defaultVerifier }),
    clock,
  })
})
afterAll(() => server.close())

const note = alice.sign({ kind: 1, content: 'zap me from any wallet' })
const invoiceFor = async (bits: number) => zaps.invoice(await zaps.plan({ pubkey: alice.pubkey, event: note }), bits, '')

/** Someone pays the invoice elsewhere: the zap server's receipt lands on the relay. */
function paidElsewhere(zap: ZapInvoice): void {
  ledger.pay(zap.invoice, { from: 'payer' })
  onRelay.push(server.receipts().at(-1)!)
}

/** Watches the zap's receipt: when it arrived (clock time), and whether the polling is done. */
function watch(zap: ZapInvoice) {
  const seen = { at: null as number | null, done: false }
  const subscription = zaps.receipt$(zap).subscribe({ next: () => (seen.at = clock.now()), complete: () => (seen.done = true) })
  return { seen, subscription }
}

/** The poll in flight has answered and the next one waits 2.5 s. */
const nextPollWaiting = () => vi.waitFor(() => expect(clock.pendingDelays()).toEqual([RECEIPT_POLL_MS]))

describe('zap receipt polling (spec 2 §4)', () => {
  it('finds nothing at first, then the matching receipt at 2,500 ms closes it as zapped', async () => {
    const zap = await invoiceFor(21)
    const start = clock.now()
    queriedAt.length = 0
    const { seen } = watch(zap)
    await nextPollWaiting()
    expect(queriedAt).toEqual([start])
    expect(seen.at).toBeNull()

    paidElsewhere(zap)
    clock.advance(RECEIPT_POLL_MS - 1)
    expect(queriedAt).toHaveLength(1)
    clock.advance(1)
    await vi.waitFor(() => expect(seen.done).toBe(true))
    expect(seen.at! - start).toBe(2500)
    expect(queriedAt).toEqual([start, start + 2500])
    expect(clock.pendingDelays()).toEqual([]) // no more polling
  })

  it('ignores receipts for another invoice of the same amount or for another amount, and stops when unsubscribed', async () => {
    const zap = await invoiceFor(42)
    paidElsewhere(await invoiceFor(42))
    paidElsewhere(await invoiceFor(21))
    queriedAt.length = 0
    const { seen, subscription } = watch(zap)
    await nextPollWaiting()
    clock.advance(RECEIPT_POLL_MS)
    await nextPollWaiting()
    expect(queriedAt).toHaveLength(2)
    expect(seen).toEqual({ at: null, done: false })
    subscription.unsubscribe()
    expect(clock.pendingDelays()).toEqual([])
  })
})
