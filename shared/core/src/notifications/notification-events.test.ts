import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { invoiceWithPrefix } from '../test-support/invoices'
import { notificationFacts, repliedToId } from './notification-events'

const event = (kind: number, tags: string[][], extra: Partial<NostrEvent> = {}): NostrEvent =>
  ({ id: 'id1', pubkey: 'author', kind, tags, content: 'text', created_at: 1, sig: '', ...extra }) as NostrEvent

describe('notification facts', () => {
  it('finds the replied-to note by marker, then root, then the last unmarked e tag; mentions do not count', () => {
    expect(repliedToId(event(1, [['e', 'root', '', 'root'], ['e', 'parent', '', 'reply']]))).toBe('parent')
    expect(repliedToId(event(1, [['e', 'root', '', 'root'], ['e', 'quoted', '', 'mention']]))).toBe('root')
    expect(repliedToId(event(1, [['e', 'first'], ['e', 'last']]))).toBe('last')
    expect(notificationFacts(event(1, [['e', 'quoted', '', 'mention'], ['p', 'me']]))).toMatchObject({ type: 'mention', originalEventId: 'id1' })
  })

  it('skips reactions and reposts naming no event, and zap receipts without a readable request', () => {
    expect(notificationFacts(event(7, [['p', 'me']]))).toBeNull()
    expect(notificationFacts(event(6, [['p', 'me']]))).toBeNull()
    expect(notificationFacts(event(9735, [['description', '{not json']]))).toBeNull()
    expect(notificationFacts(event(9735, [['description', '{"content":"no pubkey"}']]))).toBeNull()
  })

  it('reads zaps with the one receipt parser: the zapper, comment and invoice amount; profile zaps have no original', () => {
    const sender = 'a'.repeat(64)
    const request = JSON.stringify({ pubkey: sender, content: 'thanks', tags: [['amount', '210000']] })
    expect(notificationFacts(event(9735, [['description', request], ['bolt11', invoiceWithPrefix('lnbc2100n')]]))).toEqual({
      type: 'zap',
      originalEventId: null,
      actor: sender,
      content: 'thanks',
      amount: 210,
    })
  })

  it('reads the invoice amount on every network (a regtest zap from a local node counts too)', () => {
    const request = JSON.stringify({ pubkey: 'b'.repeat(64), content: '', tags: [['amount', '1000']] })
    expect(notificationFacts(event(9735, [['description', request], ['bolt11', invoiceWithPrefix('lnbcrt2500n')]]))).toMatchObject({ amount: 250 })
    expect(notificationFacts(event(9735, [['description', request], ['bolt11', invoiceWithPrefix('lntb10u').toUpperCase()]]))).toMatchObject({ amount: 1000 })
  })
})
