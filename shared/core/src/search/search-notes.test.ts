import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import type { RelayPool } from '../relay/pool/pool-types'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { HASHTAG_SEARCH_KINDS, hashtagOf, noteSearchFilter, searchNotes } from './search-notes'

let relay: TestRelay
let pool: RelayPool
const author = createAuthor()
const tagged = author.sign({ content: 'Gallery opening tonight #Art', tags: [['t', 'art']] })
const picture = author.sign({ kind: 20, content: 'Sketches', tags: [['t', 'art'], ['title', 'Sketches']] })
const untagged = author.sign({ content: 'My heart is in the city #art' }) // no t tag: not a hashtag match
const reaction = author.sign({ kind: 7, content: '+', tags: [['t', 'art']] }) // a kind the search does not show

beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  for (const event of [tagged, picture, untagged, reaction]) await pool.publish(event)
})
afterAll(async () => {
  pool.close()
  await relay.close()
})

describe('hashtagOf', () => {
  it('reads a #tag query as its lowercased tag (spec 2: 2 to 50 letters, digits or underscores)', () => {
    expect(hashtagOf('#art')).toBe('art')
    expect(hashtagOf('  #Café_2025 ')).toBe('café_2025')
    expect(hashtagOf('#' + 'a'.repeat(50))).toBe('a'.repeat(50))
  })

  it('leaves every other query to full-text search', () => {
    for (const query of ['art', '#', '#a', '#' + 'a'.repeat(51), '#art museum', '##art', '#art!', 'art #art']) {
      expect(hashtagOf(query)).toBeNull()
    }
  })
})

describe('noteSearchFilter', () => {
  it('queries a hashtag with a #t filter, never NIP-50', () => {
    expect(noteSearchFilter('#Art', 30)).toEqual({ kinds: HASHTAG_SEARCH_KINDS, '#t': ['art'], limit: 30 })
  })

  it('queries words with NIP-50 over notes', () => {
    expect(noteSearchFilter(' gallery opening ', 30)).toEqual({ kinds: [1], search: 'gallery opening', limit: 30 })
  })
})

describe('searchNotes on the real relay', () => {
  it('finds the notes and pictures tagged with a hashtag, whatever its case', async () => {
    for (const query of ['#art', '#ART']) {
      const found = await searchNotes(pool, query)
      expect(found.map((event) => event.id).sort()).toEqual([tagged.id, picture.id].sort())
    }
  })

  it('finds words in content with NIP-50', async () => {
    const found = await searchNotes(pool, 'gallery')
    expect(found.map((event) => event.id)).toEqual([tagged.id])
  })

  it('answers hostile queries with nothing instead of failing', async () => {
    for (const query of ['#', '"', 'NEAR(', '*', '#a']) expect(await searchNotes(pool, query)).toEqual([])
    expect(await searchNotes(pool, '   ')).toEqual([])
  })
})
