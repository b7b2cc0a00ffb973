import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure'
import { describe, expect, it, vi } from 'vitest'
import { isExpired, isValidEventShape } from './event-shape'
import { findFilterProblem } from './filter-validation'
import { parseRelayMessage } from './relay-message'

const signed = finalizeEvent({ kind: 1, created_at: 1700000000, tags: [['t', 'x']], content: 'hi' }, generateSecretKey())
const validEvent = JSON.parse(JSON.stringify(signed))

describe('isValidEventShape', () => {
  it('accepts a signed event', () => {
    expect(isValidEventShape(validEvent)).toBe(true)
  })

  it.each([
    ['id not hex', { id: 'z'.repeat(64) }],
    ['id too short', { id: 'a'.repeat(63) }],
    ['uppercase pubkey', { pubkey: 'A'.repeat(64) }],
    ['sig too short', { sig: 'a'.repeat(127) }],
    ['kind fraction', { kind: 1.5 }],
    ['kind string', { kind: '1' }],
    ['created_at fraction', { created_at: 1.1 }],
    ['created_at missing', { created_at: undefined }],
    ['content number', { content: 5 }],
    ['tags not array', { tags: 'nope' }],
    ['tag not array', { tags: ['p'] }],
    ['tag with number', { tags: [['p', 5]] }],
  ])('rejects %s', (_, patch) => {
    expect(isValidEventShape({ ...validEvent, ...patch })).toBe(false)
  })

  it.each([null, undefined, 'event', 42, []])('rejects %j', (value) => {
    expect(isValidEventShape(value)).toBe(false)
  })
})

describe('isExpired', () => {
  it('drops events past their expiration tag only', () => {
    const expiring = { ...validEvent, tags: [['expiration', '100']] }
    expect(isExpired(expiring, 100)).toBe(true)
    expect(isExpired(expiring, 99)).toBe(false)
    expect(isExpired(validEvent, 10 ** 10)).toBe(false)
  })
})

describe('parseRelayMessage', () => {
  it("parses a frame read twice in a row (by the worker's frame guard, then the connection) once", () => {
    const frame = JSON.stringify(['EVENT', 'once', validEvent])
    const parse = vi.spyOn(JSON, 'parse')
    try {
      const first = parseRelayMessage(frame)
      expect(parseRelayMessage(frame)).toBe(first)
      expect(parse).toHaveBeenCalledTimes(1)
      expect(parseRelayMessage('["EOSE","once"]')).toEqual({ type: 'EOSE', subId: 'once' })
      expect(parse).toHaveBeenCalledTimes(2)
    } finally {
      parse.mockRestore()
    }
  })

  it('parses each message type', () => {
    expect(parseRelayMessage(JSON.stringify(['EVENT', 's1', validEvent]))).toEqual({ type: 'EVENT', subId: 's1', event: validEvent })
    expect(parseRelayMessage('["EOSE","s1"]')).toEqual({ type: 'EOSE', subId: 's1' })
    expect(parseRelayMessage('["OK","abc",true,""]')).toEqual({ type: 'OK', eventId: 'abc', ok: true, message: '' })
    expect(parseRelayMessage('["CLOSED","s1","error: nope"]')).toEqual({ type: 'CLOSED', subId: 's1', message: 'error: nope' })
    expect(parseRelayMessage('["NOTICE","hello"]')).toEqual({ type: 'NOTICE', message: 'hello' })
    expect(parseRelayMessage('["AUTH","challenge"]')).toEqual({ type: 'AUTH', challenge: 'challenge' })
    expect(parseRelayMessage('["COUNT","s1",{"count":3}]')).toEqual({ type: 'COUNT', subId: 's1', count: 3 })
  })

  it.each([
    '{not json',
    '',
    'null',
    '42',
    '{"0":"EVENT"}',
    '[]',
    '[1,2]',
    '["EVENT"]',
    '["EVENT","s1"]',
    '["EVENT","s1",{"id":"x"}]',
    '["EVENT",5,{}]',
    '["EOSE"]',
    '["OK","abc","true"]',
    '["COUNT","s1",{"count":"3"}]',
    '["WHAT","s1"]',
  ])('drops malformed %j', (raw) => {
    expect(parseRelayMessage(raw)).toBeNull()
  })

  it('drops binary frames', () => {
    expect(parseRelayMessage(new Uint8Array([1, 2]))).toBeNull()
  })
})

describe('findFilterProblem', () => {
  const hex = 'a'.repeat(64)

  it('accepts ordinary filters', () => {
    expect(findFilterProblem([{ kinds: [1], limit: 10 }, { authors: [hex], '#p': [hex] }])).toBeNull()
    expect(findFilterProblem([{ '#a': [`30023:${hex}:slug`] }])).toBeNull()
  })

  it.each([
    [[], 'a subscription needs at least one filter'],
    [[{}], 'a filter must not be empty'],
    [[{ limit: 5 }], 'a filter must not be empty'],
    [[{ kinds: [1], since: 10, until: 5 }], 'since must not be after until'],
    [[{ authors: ['npub1xyz'] }], 'authors values must be 64-character hex'],
    [[{ ids: ['A'.repeat(64)] }], 'ids values must be 64-character hex'],
    [[{ '#e': ['short'] }], '#e values must be 64-character hex'],
    [[{ '#a': [`1:${hex}:x`] }], '#a values must be kind:pubkey:identifier'],
    [[{ '#t': ['#nostr'] }], '#t values must not begin with #'],
  ])('rejects %j', (filters, problem) => {
    expect(findFilterProblem(filters)).toBe(problem)
  })
})
