import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { buildMarketIndex } from './market-index'

const alice = createAuthor()
const bob = createAuthor()
const listing = (author: ReturnType<typeof createAuthor>, d: string, tags: string[], created_at = 1000) =>
  author.sign({ kind: 30402, content: '', created_at, tags: [['d', d], ['title', d], ...tags.map((tag) => ['t', tag])] })

describe('buildMarketIndex', () => {
  it('counts listings per category, with their sellers and the tags listed with them', () => {
    const index = buildMarketIndex([
      listing(alice, 'bike', ['Sports', 'bikes']),
      listing(alice, 'helmet', ['sports', 'safety']),
      listing(bob, 'skates', ['sports', 'bikes', 'sports']),
      listing(bob, 'lamp', ['home']),
    ])
    expect(index.map(({ tag, count }) => [tag, count])).toEqual([['sports', 3], ['bikes', 2], ['home', 1], ['safety', 1]])
    expect(index[0].users.sort()).toEqual([alice.pubkey.slice(0, 8), bob.pubkey.slice(0, 8)].sort())
    expect(index[0].related).toEqual([{ tag: 'bikes', count: 2 }, { tag: 'safety', count: 1 }])
    expect(index[2]).toEqual({ tag: 'home', count: 1, users: [bob.pubkey.slice(0, 8)], related: [] })
  })

  it('counts only the newest version of a listing, and only listings', () => {
    const index = buildMarketIndex([
      listing(alice, 'bike', ['bikes'], 1000),
      listing(alice, 'bike', ['sold'], 2000),
      alice.sign({ kind: 1, content: 'not a listing', tags: [['t', 'bikes']] }),
    ])
    expect(index.map(({ tag }) => tag)).toEqual(['sold'])
  })

  it('skips empty and malformed tags', () => {
    const event = { ...listing(alice, 'x', []), tags: [['d', 'x'], ['t'], ['t', '  '], ['t', 7], ['t', ' Tools ']] } as never
    expect(buildMarketIndex([event]).map(({ tag }) => tag)).toEqual(['tools'])
  })
})
