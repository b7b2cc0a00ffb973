import { getEventHash } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import type { NostrEvent } from '../nostr-types'
import { eventHash } from './event-hash'

const author = createAuthor()

describe('eventHash', () => {
  it("is a signed event's id, as nostr-tools computes it, unicode and tags included", () => {
    const event = author.sign({ content: 'gm ☕ — 日本語 \u{1F600} "quoted"\n', tags: [['t', 'coffee'], ['p', author.pubkey, 'wss://r.example/']] })
    expect(eventHash(event)).toBe(event.id)
    expect(eventHash(event)).toBe(getEventHash(event))
  })

  it('changes with the content, so a swapped content never matches the id', () => {
    const event = author.sign({ content: 'original' })
    expect(eventHash({ ...event, content: 'swapped' })).not.toBe(event.id)
  })

  it('refuses an event without the fields it hashes, as getEventHash does', () => {
    const broken = { ...author.sign({ content: 'x' }), tags: 'none' } as unknown as NostrEvent
    expect(() => eventHash(broken)).toThrow("can't serialize event with wrong or missing properties")
    expect(() => getEventHash(broken)).toThrow("can't serialize event with wrong or missing properties")
  })
})
