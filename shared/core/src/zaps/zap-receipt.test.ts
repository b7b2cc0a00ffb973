import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { SAMPLE_INVOICE } from '../test-support/invoices'
import { parseZapReceipt, readZapReceipt } from './zap-receipt'

const ZAPPER = 'c'.repeat(64)
const RECIPIENT = 'b'.repeat(64)
const LNURL_SERVER = 'd'.repeat(64)

function receipt(tags: string[][]): NostrEvent {
  return { id: 'f'.repeat(64), pubkey: LNURL_SERVER, kind: 9735, content: '', tags, created_at: 1_700_000_000, sig: '' }
}

describe('readZapReceipt', () => {
  it('reads the amount from the invoice and the zapper and comment from the zap request', () => {
    const request = { pubkey: ZAPPER, content: 'Great post!', tags: [['p', RECIPIENT]] }
    const zap = receipt([['bolt11', SAMPLE_INVOICE], ['description', JSON.stringify(request)], ['p', RECIPIENT], ['e', 'a'.repeat(64)]])
    expect(readZapReceipt(zap)).toEqual({ amount: 2000, zapper: ZAPPER, comment: 'Great post!', recipient: RECIPIENT, eventId: 'a'.repeat(64), bolt11: SAMPLE_INVOICE, request })
  })

  it('survives malformed parts: no JSON, a bad invoice, a zapper that is no key', () => {
    expect(readZapReceipt(receipt([['description', '{not json'], ['bolt11', 'bad']]))).toEqual({ amount: null, zapper: null, comment: '', recipient: undefined, bolt11: 'bad', request: null })
    expect(readZapReceipt(receipt([['description', '[1,2]']])).request).toBeNull()
    expect(readZapReceipt(receipt([['description', JSON.stringify({ tags: [['p', 1]] })]])).request?.tags).toEqual([])
    expect(readZapReceipt(receipt([['description', JSON.stringify({ pubkey: 'nobody' })], ['P', ZAPPER]])).zapper).toBe(ZAPPER)
  })
})

describe('parseZapReceipt', () => {
  it("is a summary item: the zapper falls back to the receipt's signer and a missing amount counts 0", () => {
    const zap = receipt([['bolt11', 'bad'], ['description', JSON.stringify({ content: 'hi' })]])
    expect(parseZapReceipt(zap)).toEqual({ id: zap.id, pubkey: LNURL_SERVER, amount: 0, comment: 'hi', created_at: 1_700_000_000 })
  })
})
