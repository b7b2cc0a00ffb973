import { describe, expect, it } from 'vitest'
import { validateZapRequest } from 'nostr-tools/nip57'
import { createAuthor } from '../test-support/test-relay'
import { zapRequestTemplate } from './zap-request'
import { checkSendable, cutComment, parseZapAmount, sendableBits, ZAP_ERRORS, zapPresets } from './zap-rules'

describe('zap amounts (spec 2 §5, §9)', () => {
  it('offers the presets plus the saved default, 21 when none is saved', () => {
    expect(zapPresets(0)).toEqual([1, 21, 42, 69, 100, 1000, 10_000, 100_000])
    expect(zapPresets(500)).toEqual([1, 21, 42, 69, 100, 500, 1000, 10_000, 100_000])
  })

  it('parses whole positive amounts and refuses the rest with the spec texts', () => {
    expect(parseZapAmount(' 1,000 ')).toBe(1000)
    expect(() => parseZapAmount('0')).toThrow(ZAP_ERRORS.amountNotPositive)
    expect(() => parseZapAmount('-5')).toThrow(ZAP_ERRORS.amountNotPositive)
    for (const text of ['', 'abc', '2.5', 'Infinity']) expect(() => parseZapAmount(text)).toThrow(ZAP_ERRORS.amountNotNumber)
  })

  it('checks the sendable range in bits and cuts the comment to commentAllowed', () => {
    const info = { minSendable: 1500, maxSendable: 2_000_999, commentAllowed: 3 }
    expect(sendableBits(info)).toEqual({ min: 2, max: 2000 })
    expect(() => checkSendable(1, info)).toThrow('Amount 1 is below minimum 2 bits')
    expect(() => checkSendable(2001, info)).toThrow('Amount 2001 exceeds maximum 2000 bits')
    expect(() => checkSendable(2000, info)).not.toThrow()
    expect(cutComment('🎉🎉🎉🎉', info)).toBe('🎉🎉🎉')
    expect(cutComment('kept whole', {})).toBe('kept whole')
  })

  it('writes the failure toast with a default reason', () => {
    expect(ZAP_ERRORS.failureToast('Alice', 1000)).toBe('Zap to Alice (1,000 bits) failed. Payment failed')
    expect(ZAP_ERRORS.failureToast('Alice', 21, 'Insufficient balance')).toBe('Zap to Alice (21 bits) failed. Insufficient balance')
  })
})

describe('zapRequestTemplate (NIP-57 appendix A)', () => {
  it('is a request nostr-tools accepts: relays capped at 4, amount, lnurl, p, and e / a / k for an addressable event', () => {
    const author = createAuthor()
    const article = author.sign({ kind: 30023, content: 'long read', tags: [['d', 'my-article']] })
    const template = zapRequestTemplate({
      recipient: author.pubkey, event: article, millisats: 21_000, comment: 'gm', lnurl: 'lnurl1xyz', createdAt: 1_700_000_000,
      relays: ['wss://a/', 'wss://b/', 'wss://c/', 'wss://d/', 'wss://e/'],
    })
    expect(template.tags).toEqual([
      ['relays', 'wss://a/', 'wss://b/', 'wss://c/', 'wss://d/'], ['amount', '21000'], ['lnurl', 'lnurl1xyz'], ['p', author.pubkey],
      ['e', article.id], ['a', `30023:${author.pubkey}:my-article`], ['k', '30023'],
    ])
    expect(validateZapRequest(JSON.stringify(createAuthor().sign(template)))).toBeNull()
  })
})
