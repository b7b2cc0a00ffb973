import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProfileStore } from '../profiles/profile-store'
import { createRelayPool } from '../relay/pool/relay-pool'
import type { RelayPool } from '../relay/pool/pool-types'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { searchPeople } from './search-people'

let relay: TestRelay
let pool: RelayPool

beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  for (const name of ['Zora Quill', 'zed', 'Quentin']) {
    const author = createAuthor()
    await pool.publish(author.sign({ kind: 0, content: JSON.stringify({ name }) }))
  }
})
afterAll(async () => {
  pool.close()
  await relay.close()
})

describe('searchPeople', () => {
  it('finds profiles the client has never seen through a NIP-50 search on the relays', async () => {
    const profiles = createProfileStore({ pool })
    const found = await searchPeople(pool, profiles, 'quill')
    expect(found.map((profile) => profile.name)).toEqual(['Zora Quill'])
    profiles.dispose()
  })

  it('keeps what the relays found: a one-character query then matches known names by prefix', async () => {
    const profiles = createProfileStore({ pool })
    await searchPeople(pool, profiles, 'quill')
    await searchPeople(pool, profiles, 'zed')
    const found = await searchPeople(pool, profiles, 'z')
    expect(found.map((profile) => profile.name)).toEqual(expect.arrayContaining(['zed', 'Zora Quill']))
    expect(await searchPeople(pool, profiles, '   ')).toEqual([])
    profiles.dispose()
  })
})

describe('searchPeople on chosen relays', () => {
  it('asks only the given relays, and none when the list is empty', async () => {
    const asked: unknown[] = []
    const spy = { query: async (filters: unknown, opts?: unknown) => (asked.push(opts), pool.query(filters as never, opts as never)) }
    const profiles = createProfileStore({ pool })
    expect((await searchPeople(spy, profiles, 'quentin', 20, [relay.url])).map((p) => p.name)).toEqual(['Quentin'])
    expect(asked).toEqual([{ relays: [relay.url] }])
    const fresh = createProfileStore({ pool })
    expect(await searchPeople(spy, fresh, 'quentin', 20, [])).toEqual([])
    expect(asked).toHaveLength(1)
    profiles.dispose()
    fresh.dispose()
  })
})
