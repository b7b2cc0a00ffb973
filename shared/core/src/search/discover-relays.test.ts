import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { createAuthor } from '../test-support/test-relay'
import { discoverRelays } from './discover-relays'

const alice = createAuthor()
const bob = createAuthor()
const mine = 'wss://mine.example/'

describe('discoverRelays', () => {
  it('collects relays from NIP-65 lists and relay hints, the most named first, without the user\'s own', () => {
    const events = [
      alice.sign({ kind: 10002, content: '', tags: [['r', 'wss://Popular.example'], ['r', mine], ['r', 'wss://only-list.example/', 'read']] }),
      bob.sign({ kind: 10002, content: '', tags: [['r', 'wss://popular.example/']] }),
      bob.sign({ content: 'reply', tags: [['e', 'a'.repeat(64), 'wss://hinted.example', 'root'], ['p', alice.pubkey, 'wss://popular.example/']] }),
    ]
    expect(discoverRelays(events, [mine])).toEqual(['wss://popular.example/', 'wss://hinted.example/', 'wss://only-list.example/'])
  })

  it('ignores what is not a websocket relay, r tags outside relay lists, and hostile values', () => {
    const events = [
      alice.sign({ content: 'links', tags: [['r', 'wss://not-a-list.example/'], ['e', 'b'.repeat(64), 'https://web.example/'], ['p', bob.pubkey, 'javascript:alert(1)'], ['e', 'c'.repeat(64), 'wss://bad host/']] }),
      { ...alice.sign({ kind: 10002, content: '' }), tags: [['r'], ['r', 42], ['r', 'ws://127.0.0.1:7777']] } as unknown as NostrEvent,
    ]
    expect(discoverRelays(events, [])).toEqual(['ws://127.0.0.1:7777/'])
    expect(discoverRelays([], [mine])).toEqual([])
  })

  it('counts a relay once per event and keeps at most 50', () => {
    const many = Array.from({ length: 60 }, (_, n) => `wss://r${String(n).padStart(2, '0')}.example/`)
    const event = alice.sign({ kind: 10002, content: '', tags: [...many.map((url) => ['r', url]), ['r', many[59]]] })
    const found = discoverRelays([event], [])
    expect(found).toHaveLength(50)
    expect(found[0]).toBe(many[0])
  })
})
