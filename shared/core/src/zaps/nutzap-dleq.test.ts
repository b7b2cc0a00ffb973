import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashuMint } from '../../../../e2e/servers/money/cashu-mint.mjs'
import type { NostrEvent } from '../nostr-types'
import { defaultVerifier } from '../policies/verifier'
import { createAuthor } from '../test-support/test-relay'
import { newP2pkKey } from '../wallet/nip60/p2pk-key'
import { fund, openWallet, startTestMint } from '../wallet/test-support/mint-fixture'
import { createMintKeysets } from './nutzap-dleq'
import type { NutzapInfo } from './nutzap-info'
import { sendNutzap } from './nutzap-send'
import { createZapVerifier } from './zap-verifier'

let mint: CashuMint
beforeAll(async () => ({ mint } = await startTestMint()))
afterAll(() => mint.close())

const sender = createAuthor()
const recipient = createAuthor()
const info = (): NutzapInfo => ({ pubkey: recipient.pubkey, relays: [], mints: [mint.url], p2pkPubkey: newP2pkKey().pubkey })

/** A genuine nutzap of `bits` from a wallet funded at the test mint, locked to the recipient's listed key. */
async function genuineNutzap(listed: NutzapInfo, bits: number): Promise<NostrEvent> {
  const { wallet } = openWallet([mint.url])
  await fund(wallet, bits)
  const deps = { cashu: wallet, info: async () => listed, sign: async (template: object) => sender.sign(template), publish: async () => {} }
  return sendNutzap(deps, { pubkey: recipient.pubkey }, bits, 'ecash')
}

type Proof = { id: string; amount: number; secret: string; C: string; dleq?: object }

/** The same nutzap, its proofs changed by `edit` and signed again by the sender (a made-up nutzap). */
function withProofs(nutzap: NostrEvent, edit: (proofs: Proof[]) => Proof[]): NostrEvent {
  const proofs = edit(nutzap.tags.filter((tag) => tag[0] === 'proof').map((tag) => JSON.parse(tag[1]!) as Proof))
  const tags = [...proofs.map((proof) => ['proof', JSON.stringify(proof)]), ...nutzap.tags.filter((tag) => tag[0] !== 'proof')]
  return sender.sign({ kind: 9321, content: nutzap.content, tags })
}

/** A verifier for the listed recipient whose keyset fetches are counted. */
function verifierFor(listed: NutzapInfo) {
  const fetched: string[] = []
  const mintKeysetOf = createMintKeysets(async (url, init) => (fetched.push(url), globalThis.fetch(url, init)))
  const verify = createZapVerifier({ lnurlPubkeyOf: async () => null, nutzapInfoOf: async () => listed, mintKeysetOf, verifyEvent: defaultVerifier })
  return { verify, fetched }
}

describe('nutzap DLEQ (NIP-61, NUT-12) against the test mint', () => {
  it("counts a nutzap whose every proof carries the mint's DLEQ, fetching the mint's keyset once", async () => {
    const listed = info()
    const { verify, fetched } = verifierFor(listed)
    const nutzap = await genuineNutzap(listed, 21)
    expect(await verify(nutzap)).toMatchObject({ amount: 21, zapper: sender.pubkey, comment: 'ecash' })
    expect(await verify(await genuineNutzap(listed, 5))).toMatchObject({ amount: 5 })
    expect(fetched).toEqual([`${mint.url}/v1/keys/${mint.keysetId}`])
  })

  it('counts nothing for tampered proofs on the listed mint: an inflated amount, another signature, no DLEQ', async () => {
    const listed = info()
    const { verify } = verifierFor(listed)
    const nutzap = await genuineNutzap(listed, 21)
    expect(await verify(withProofs(nutzap, (proofs) => proofs.map((proof, index) => (index === 0 ? { ...proof, amount: 64 } : proof))))).toBeNull()
    expect(await verify(withProofs(nutzap, ([first, second, ...rest]) => [{ ...first!, C: second!.C }, second!, ...rest]))).toBeNull()
    expect(await verify(withProofs(nutzap, (proofs) => proofs.map(({ dleq: _dleq, ...plain }) => plain)))).toBeNull()
    expect(await verify(nutzap)).toMatchObject({ amount: 21 })
  })

  it("counts nothing while the mint's keys cannot be fetched, and asks again next time", async () => {
    const listed = info()
    let failures = 1
    const flaky = async (url: string, init?: RequestInit) => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : globalThis.fetch(url, init))
    const verify = createZapVerifier({ lnurlPubkeyOf: async () => null, nutzapInfoOf: async () => listed, mintKeysetOf: createMintKeysets(flaky), verifyEvent: defaultVerifier })
    const nutzap = await genuineNutzap(listed, 3)
    expect(await verify(nutzap)).toBeNull()
    expect(await verify(nutzap)).toMatchObject({ amount: 3 })
  })
})
