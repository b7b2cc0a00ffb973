import { describe, expect, it } from 'vitest'
import type { CompactProfile } from '../../caches/compact-profile'
import { createPeopleIndex, suggestionProfile, type PeopleGraphLookup } from './people-index'
import { DEFAULT_DISTANCE, suggestionScore } from './suggestion-score'

const key = (n: number) => n.toString(16).padStart(64, '0')
const row = (n: number, name: string, nip05 = ''): CompactProfile => [key(n), name, nip05, '']

/** A graph given as tables: distances and friend counts by pubkey; everyone else unknown. */
function graphOf(distances: Record<string, number> = {}, friends: Record<string, number> = {}, muted: string[] = []): PeopleGraphLookup {
  return {
    distance: (pubkey) => distances[pubkey] ?? 1000,
    friendsFollowing: (pubkey) => friends[pubkey] ?? 0,
    muted: () => new Set(muted),
  }
}

const names = (index: ReturnType<typeof createPeopleIndex>, query: string, limit = 6) => index.suggest(query, limit).map((s) => s.name)

describe('createPeopleIndex', () => {
  it('puts a name starting with the query first', () => {
    const index = createPeopleIndex(graphOf())
    index.add([row(1, 'Bob Jackson'), row(2, 'Jack Dorsey'), row(3, 'Ajax')])
    expect(names(index, 'jack')).toEqual(['Jack Dorsey', 'Bob Jackson'])
  })

  it('matches one character only at the start of a name or NIP-05 name (spec 1 §5)', () => {
    const index = createPeopleIndex(graphOf())
    index.add([row(1, 'Zed'), row(2, 'Liz'), row(3, 'Anna', 'zoe')])
    expect(names(index, 'z').sort()).toEqual(['Anna', 'Zed'])
  })

  it('ranks by the formula: a prefix outweighs one hop, and anyone in the graph outranks a stranger', () => {
    const index = createPeopleIndex(graphOf({ [key(1)]: 1, [key(2)]: 2 }, { [key(2)]: 3 }))
    index.add([row(3, 'Alice'), row(2, 'Alicia Keys'), row(1, 'Malice')])
    const suggestions = index.suggest('alic', 6)
    expect(suggestions.map((s) => s.name)).toEqual(['Alicia Keys', 'Malice', 'Alice'])
    const alicia = suggestions[0]
    expect(alicia).toMatchObject({ distance: 2, friendsFollowing: 3 })
    // The score is spec 1 §9's formula over fuse.js's match quality.
    const quality = (alicia.score - 1 + 0.01 - 0.015) / 5
    expect(quality).toBeGreaterThan(0)
    expect(alicia.score).toBeCloseTo(suggestionScore({ matchQuality: quality, distance: 2, friendsFollowing: 3, prefix: true }), 10)
    expect(suggestions[2]).toMatchObject({ distance: DEFAULT_DISTANCE, friendsFollowing: 0 })
  })

  it('breaks a tie between equal matches with the friends who follow', () => {
    const index = createPeopleIndex(graphOf({ [key(1)]: 2, [key(2)]: 2 }, { [key(1)]: 1, [key(2)]: 5 }))
    index.add([row(1, 'Carol'), row(2, 'Carol')])
    expect(index.suggest('carol', 6).map((s) => s.pubkey)).toEqual([key(2), key(1)])
  })

  it('finds a name with one typo and names in any script', () => {
    const index = createPeopleIndex(graphOf())
    index.add([row(1, 'Satoshi Nakamoto'), row(2, 'محمد علي'), row(3, 'Jürgen'), row(4, '中本聪')])
    expect(names(index, 'satohsi')).toEqual(['Satoshi Nakamoto'])
    expect(names(index, 'محمد')).toEqual(['محمد علي'])
    expect(names(index, 'jürg')).toEqual(['Jürgen'])
    expect(names(index, '中本')).toEqual(['中本聪'])
  })

  it('never suggests muted people and caps the list', () => {
    const index = createPeopleIndex(graphOf({}, {}, [key(1)]))
    index.add(Array.from({ length: 20 }, (_, n) => row(n + 1, `Dana ${n + 1}`)))
    const found = index.suggest('dana', 6)
    expect(found).toHaveLength(6)
    expect(found.map((s) => s.pubkey)).not.toContain(key(1))
  })

  it('replaces a person\'s row when their profile changes', () => {
    const index = createPeopleIndex(graphOf())
    index.add([row(1, 'Old Name')])
    index.add([row(1, 'Fresh Name', 'fresh')])
    expect(index.size()).toBe(1)
    expect(names(index, 'old')).toEqual([])
    expect(index.suggest('fresh', 6)).toMatchObject([{ name: 'Fresh Name', nip05: 'fresh' }])
  })

  it('answers empty and hostile queries with nothing', () => {
    const index = createPeopleIndex(graphOf())
    index.add([row(1, 'Eve')])
    for (const query of ['', '   ', '(', '[a-', '\\', '.*', '+?']) expect(index.suggest(query, 6)).toEqual([])
  })
})

describe('suggestionProfile', () => {
  it('gives back the https picture the cache stored without its scheme', () => {
    expect(suggestionProfile({ pubkey: key(1), name: 'Ann', nip05: 'ann', picture: 'example.com/a.png' })).toEqual({ pubkey: key(1), name: 'Ann', picture: 'https://example.com/a.png', created_at: 0 })
    expect(suggestionProfile({ pubkey: key(2), name: 'Bo', nip05: '', picture: '' })).toEqual({ pubkey: key(2), name: 'Bo', created_at: 0 })
  })
})
