import 'fake-indexeddb/auto'
import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateZapRequest } from 'nostr-tools/nip57'
import { createLedger, type Ledger } from '../../../../e2e/servers/money/fake-lightning.mjs'
import { startZapServer, type ZapServer } from '../../../../e2e/servers/money/zap-server.mjs'
import { createLnurlService } from '../lnurl/lnurl-service'
import { defaultVerifier } from '../policies/verifier'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor } from '../test-support/test-relay'
import { createZapService, type ZapService } from './zap-service'
import { createZapVerifier } from './zap-verifier'

const fixture = useRelayPool()
const zapper = createAuthor()
const alice = createAuthor()
const carol = createAuthor()
const nobody = createAuthor()
let ledger: Ledger
let server: ZapServer
let zaps: ZapService
const paid: Array<{ invoice: string; metadata: object }> = []

beforeAll(async () => {
  ledger = createLedger()
  ledger.createAccount('payer', { unlimited: true })
  server = await startZapServer({ ledger, log: () => {} })
  server.configure('carol', { allowsNostr: false })
  server.configure('alice', { minSendable: 10_000, maxSendable: 5_000_000, commentAllowed: 5 })
  const profiles = new Map([
    [alice.pubkey, { lud16: server.addressOf('alice') }],
    [carol.pubkey, { lud16: server.addressOf('carol') }],
  ])
  const lnurl = createLnurlService({ getProfile: async (pubkey) => profiles.get(pubkey) })
  zaps = createZapService({
    lnurl,
    profile: async (pubkey) => profiles.get(pubkey),
    sign: async (template) => zapper.sign(template),
    relaysFor: async () => [fixture.relay.url],
    pay: async (invoice, metadata) => {
      paid.push({ invoice, metadata })
      ledger.pay(invoice, { from: 'payer' })
    },
    pool: fixture.pool,
    verifyZap: createZapVerifier({ lnurlPubkeyOf: async (pubkey) => (await lnurl.getZapConfig(pubkey))?.nostrPubkey, verifyEvent: defaultVerifier }),
  })
})
afterAll(() => server.close())

describe('zap service against the local zap server and relay', () => {
  it('zaps a note: a valid NIP-57 request, an invoice committing to it, paid, and its verified receipt found', async () => {
    const note = alice.sign({ kind: 1, content: 'zap me' })
    const zap = await zaps.zap({ pubkey: alice.pubkey, event: note }, 21, 'thanks a lot')
    expect(validateZapRequest(JSON.stringify(zap.request))).toBeNull()
    expect(zap.request.tags).toEqual(expect.arrayContaining([['p', alice.pubkey], ['e', note.id], ['k', '1'], ['amount', '21000'], ['relays', fixture.relay.url]]))
    expect(zap.comment).toBe('thank') // cut to the endpoint's commentAllowed (5)
    expect(paid.at(-1)).toEqual({ invoice: zap.invoice, metadata: { type: 'zap', recipient: alice.pubkey, eventId: note.id, message: 'thank' } })
    const receipt = await firstValueFrom(zaps.receipt$(zap))
    expect(receipt.pubkey).toBe(server.nostrPubkey)
    expect(receipt.tags).toContainEqual(['bolt11', zap.invoice])
    expect(ledger.balance('alice')).toBe(21_000)
  })

  it('refuses with the spec texts: no address, no nostr support, outside the sendable range', async () => {
    await expect(zaps.plan({ pubkey: nobody.pubkey })).rejects.toThrow('The user has no lightning address.')
    await expect(zaps.plan({ pubkey: carol.pubkey })).rejects.toThrow("This lightning address doesn't support Nostr zaps")
    const plan = await zaps.plan({ pubkey: alice.pubkey })
    await expect(zaps.invoice(plan, 9, '')).rejects.toThrow('Amount 9 is below minimum 10 bits')
    await expect(zaps.invoice(plan, 5001, '')).rejects.toThrow('Amount 5001 exceeds maximum 5000 bits')
  })
})
