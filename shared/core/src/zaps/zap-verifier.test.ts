import { describe, expect, it, vi } from 'vitest'
import { defaultVerifier } from '../policies/verifier'
import { createAuthor } from '../test-support/test-relay'
import { invoiceFor, zapReceiptFor, zapRequestFor, type ZapOptions } from '../test-support/zap-receipts'
import { ZAP_RECEIPT_PROBLEMS, zapReceiptProblem } from './zap-receipt-check'
import { createZapVerifier } from './zap-verifier'

const server = createAuthor()
const impostor = createAuthor()
const zapper = createAuthor()
const recipient = createAuthor().pubkey
const base: ZapOptions = { server, zapper, recipient, eventId: 'e'.repeat(64), millisats: 21_000, comment: 'great' }

const problem = (receipt: ReturnType<typeof zapReceiptFor>, lnurlPubkey: string | null = server.pubkey) => zapReceiptProblem(receipt, lnurlPubkey, defaultVerifier)

/** The receipt with one tag replaced. */
const withTag = (receipt: ReturnType<typeof zapReceiptFor>, name: string, value: string, signer = server) =>
  signer.sign({ kind: 9735, tags: receipt.tags.map((tag) => (tag[0] === name ? [name, value] : tag)) })

describe('zapReceiptProblem (NIP-57 appendix F)', () => {
  it('accepts a genuine receipt, with or without an amount tag in the request', async () => {
    expect(await problem(zapReceiptFor(base))).toBeNull()
    expect(await problem(zapReceiptFor({ ...base, amountTag: false, eventId: undefined }))).toBeNull()
  })

  it("refuses receipts not signed by the recipient's LNURL nostrPubkey, or for users without one", async () => {
    expect(await problem(zapReceiptFor({ ...base, server: impostor }))).toBe(ZAP_RECEIPT_PROBLEMS.notFromLnurl)
    expect(await problem(zapReceiptFor(base), null)).toBe(ZAP_RECEIPT_PROBLEMS.notFromLnurl)
  })

  it('refuses a missing, unsigned or tampered zap request', async () => {
    const genuine = zapReceiptFor(base)
    expect(await problem(withTag(genuine, 'description', 'not json'))).toBe(ZAP_RECEIPT_PROBLEMS.noRequest)
    const request = zapRequestFor(base)
    const tampered = JSON.stringify({ ...request, content: 'edited after signing' })
    expect(await problem(withTag(genuine, 'description', tampered))).toBe(ZAP_RECEIPT_PROBLEMS.badRequest)
    expect(await problem(zapReceiptFor(base, { ...request, kind: 1 }))).toBe(ZAP_RECEIPT_PROBLEMS.badRequest)
  })

  it('refuses receipts whose request names another recipient or event', async () => {
    const request = zapRequestFor(base)
    expect(await problem(withTag(zapReceiptFor(base, request), 'p', impostor.pubkey))).toBe(ZAP_RECEIPT_PROBLEMS.recipient)
    expect(await problem(withTag(zapReceiptFor(base, request), 'e', 'f'.repeat(64)))).toBe(ZAP_RECEIPT_PROBLEMS.event)
  })

  it("refuses invoices that don't commit to the request or differ from its amount", async () => {
    const genuine = zapReceiptFor(base)
    expect(await problem(withTag(genuine, 'bolt11', invoiceFor(21_000, 'another description')))).toBe(ZAP_RECEIPT_PROBLEMS.descriptionHash)
    expect(await problem(zapReceiptFor({ ...base, invoiceMillisats: 2_100_000 }))).toBe(ZAP_RECEIPT_PROBLEMS.amount)
    expect(await problem(withTag(genuine, 'bolt11', 'lnbc1garbage'))).toBe(ZAP_RECEIPT_PROBLEMS.invoice)
  })
})

describe('createZapVerifier', () => {
  it("checks each receipt once against the recipient's LNURL key, and asks again when the key was unknown", async () => {
    let known = false
    const lnurlPubkeyOf = vi.fn(async () => (known ? server.pubkey : null))
    const verify = createZapVerifier({ lnurlPubkeyOf, verifyEvent: defaultVerifier })
    const receipt = zapReceiptFor(base)
    expect(await verify(receipt)).toBeNull()
    known = true
    expect(await verify(receipt)).toMatchObject({ amount: 21, zapper: zapper.pubkey, comment: 'great', recipient })
    expect(await verify(receipt)).not.toBeNull()
    expect(lnurlPubkeyOf).toHaveBeenCalledTimes(2)
    expect(lnurlPubkeyOf).toHaveBeenCalledWith(recipient)
    expect(await verify(zapReceiptFor({ ...base, server: impostor }))).toBeNull()
  })
})
