import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import type { RelayPool } from '../relay/pool/pool-types'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createTimeline } from './timeline'

let searchable: TestRelay
let other: TestRelay
let pool: RelayPool
const author = createAuthor()
const now = Math.floor(Date.now() / 1000)
const lanterns = Array.from({ length: 25 }, (_, n) => author.sign({ content: `paper lantern number ${n}`, created_at: now - n * 60 }))
const elsewhere = author.sign({ content: 'a lantern only on the other relay', created_at: now })

beforeAll(async () => {
  ;[searchable, other] = await Promise.all([startTestRelay(), startTestRelay()])
  pool = createRelayPool({ relays: [searchable.url, other.url], WebSocketImpl: NodeWebSocket })
  for (const event of lanterns) await pool.publish(event, { relays: [searchable.url] })
  await pool.publish(elsewhere, { relays: [other.url] })
})
afterAll(async () => {
  pool.close()
  await Promise.all([searchable.close(), other.close()])
})

/** A cache that must not be asked: a relay-only timeline leaves it out (it cannot run a search). */
const untouchableCache = { query: async () => { throw new Error('the cache was asked') }, save: async () => {} }

describe('createTimeline with relays', () => {
  it('pages through a NIP-50 search on the given relays only, without the cache: 20, then the 5 older ones', async () => {
    const timeline = createTimeline(pool, { kinds: [1], search: 'lantern' }, { pageSize: 20, relays: [searchable.url], cache: untouchableCache })
    await timeline.loadMore()
    expect(await firstValueFrom(timeline.items$)).toHaveLength(20)
    expect(await firstValueFrom(timeline.hasMore$)).toBe(true)
    await timeline.loadMore()
    const all = await firstValueFrom(timeline.items$)
    expect(all.map((event) => event.id).sort()).toEqual(lanterns.map((event) => event.id).sort())
    expect(all.map((event) => event.id)).not.toContain(elsewhere.id)
  })
})

describe('a relay\'s own feed', () => {
  it('shows the notes of one relay', async () => {
    const timeline = createTimeline(pool, { kinds: [1] }, { pageSize: 10, relays: [other.url] })
    await timeline.loadMore()
    expect((await firstValueFrom(timeline.items$)).map((event) => event.id)).toEqual([elsewhere.id])
  })
})
