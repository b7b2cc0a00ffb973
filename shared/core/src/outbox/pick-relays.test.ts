import { describe, expect, it } from 'vitest'
import { chooseRelaysPerAuthor, relayHints, taggedPubkeysToReach } from './pick-relays'
import { parseRelayList, type RelayList } from './relay-list'

const R = (name: string) => `wss://${name}.example/`

describe('parseRelayList', () => {
  it('reads r tags with read/write markers, unmarked meaning both', () => {
    const list = parseRelayList({
      kind: 10002,
      tags: [['r', 'wss://both.example'], ['r', R('in'), 'read'], ['r', R('out'), 'write'], ['r', 'not a url'], ['p', R('x')]],
      content: '', created_at: 1, pubkey: 'a'.repeat(64), id: 'b'.repeat(64), sig: 'c'.repeat(128),
    })
    expect(list).toEqual({ read: [R('both'), R('in')], write: [R('both'), R('out')] })
  })
})

describe('chooseRelaysPerAuthor', () => {
  const lists = new Map<string, RelayList>([
    ['alice', { read: [], write: [R('a1'), R('a2'), R('a3')] }],
    ['bob', { read: [R('b-in')], write: [R('a3'), R('b1')] }],
  ])

  it('picks 2 relays per author, preferring ones already chosen or connected, and the defaults for the rest', () => {
    const chosen = chooseRelaysPerAuthor(['bob', 'alice', 'carol'], lists, 'write', [R('default')], new Set([R('a2')]))
    expect(Object.fromEntries(chosen)).toEqual({
      [R('a3')]: ['bob', 'alice'],
      [R('b1')]: ['bob'],
      [R('a2')]: ['alice'],
      [R('default')]: ['carol'],
    })
  })

  it('uses read relays to reach users', () => {
    expect([...chooseRelaysPerAuthor(['bob'], lists, 'read', []).keys()]).toEqual([R('b-in')])
  })
})

describe('relay hints and p-tag lookup', () => {
  it('keeps at most 5 hints from e and a tags', () => {
    const tags = [1, 2, 3, 4, 5, 6, 7].map((n) => ['e', 'f'.repeat(64), R(`hint${n}`)])
    expect(relayHints({ tags: [...tags, ['p', 'x', R('not-a-hint')], ['e', 'y', 'https://nope']] })).toEqual(
      [1, 2, 3, 4, 5].map((n) => R(`hint${n}`)),
    )
  })

  it('looks up tagged users only when the event carries fewer than 5 p tags', () => {
    const pTags = (count: number) => Array.from({ length: count }, (_, n) => ['p', `user${n}`])
    expect(taggedPubkeysToReach({ tags: pTags(4) })).toEqual(['user0', 'user1', 'user2', 'user3'])
    expect(taggedPubkeysToReach({ tags: pTags(5) })).toEqual([])
  })
})
