import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createProfileCache } from '../../caches/profile-cache'
import { createSocialGraph } from '../../graph'
import { createAuthor } from '../../test-support/test-relay'
import { createPeopleSuggestions, INDEX_BATCH_ROWS, peopleSuggestionsOf } from './people-suggestions'

const key = (n: number) => n.toString(16).padStart(64, '0')
const noRelays = { query: async () => [] }

/** A profile cache with `count` people named 'Person n' (no database: its rows are the bundled fallback given here). */
function cacheOf(rows: unknown[]) {
  return createProfileCache({ fallback: async () => rows })
}

describe('createPeopleSuggestions with the real graph engine (in-thread)', () => {
  it('indexes every cached profile in batches and suggests from them', async () => {
    const rows = Array.from({ length: INDEX_BATCH_ROWS * 2 + 5 }, (_, n) => [key(n + 1), `Person ${n + 1}`, '', ''])
    rows.push([key(99_999), 'Zephyr Quinn', 'zephyr', 'example.com/z.png'])
    const graph = createSocialGraph({ pool: noRelays, crawl: false, transport: 'in-thread' })
    const batches: number[] = []
    const counting = { ...graph, indexPeople: async (batch: never[]) => (batches.push(batch.length), graph.indexPeople(batch)) }
    const people = createPeopleSuggestions({ cache: cacheOf(rows), graph: async () => counting })
    expect(await people.suggest('zeph')).toEqual([
      expect.objectContaining({ pubkey: key(99_999), name: 'Zephyr Quinn', nip05: 'zephyr', picture: 'example.com/z.png', distance: 999 }),
    ])
    expect(batches).toEqual([INDEX_BATCH_ROWS, INDEX_BATCH_ROWS, 6])
    expect(await people.suggest('Person 4005')).toMatchObject([{ name: 'Person 4005' }])
    people.dispose()
    graph.dispose()
  })

  it('picks up profiles the cache learns later', async () => {
    const cache = cacheOf([[key(1), 'Ann', '', '']])
    const graph = createSocialGraph({ pool: noRelays, crawl: false, transport: 'in-thread' })
    const timers: (() => void)[] = []
    const people = createPeopleSuggestions({ cache, graph: async () => graph, setTimeout: (run) => timers.push(run) })
    await people.prepare()
    cache.add({ pubkey: key(2), name: 'Annabel', created_at: 1 })
    expect((await people.suggest('annab')).map((s) => s.name)).toEqual([])
    timers.forEach((run) => run())
    await graph.indexPeople([]) // the flush's own call went first; this one resolves after it
    expect((await people.suggest('annab')).map((s) => s.name)).toEqual(['Annabel'])
    people.dispose()
    graph.dispose()
  })

  it('suggests nobody for an empty query without indexing', async () => {
    let asked = false
    const people = createPeopleSuggestions({ cache: cacheOf([]), graph: async () => ((asked = true), createSocialGraph({ pool: noRelays, crawl: false, transport: 'in-thread' })) })
    expect(await people.suggest('  ')).toEqual([])
    expect(asked).toBe(false)
  })
})

describe('peopleSuggestionsOf a core (its profile cache and social graph)', () => {
  it('ranks someone the root follows above a stranger with a better match', async () => {
    const root = createAuthor()
    const friend = createAuthor()
    const cache = cacheOf([
      [friend.pubkey, 'Samuel Friend', '', ''],
      [key(7), 'Sam', '', ''],
    ])
    const graph = createSocialGraph({ pool: noRelays, crawl: false, transport: 'in-thread', root: root.pubkey })
    await graph.ingest([root.sign({ kind: 3, content: '', tags: [['p', friend.pubkey]] })])
    const core = { profileCache: cache, graph: async () => graph }
    expect(peopleSuggestionsOf(core)).toBe(peopleSuggestionsOf(core))
    const found = await peopleSuggestionsOf(core).suggest('sam')
    expect(found.map((s) => [s.name, s.distance])).toEqual([
      ['Samuel Friend', 1],
      ['Sam', 999],
    ])
    graph.dispose()
  })
})
