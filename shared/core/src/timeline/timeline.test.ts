import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'
import { createRelayPool } from '../relay/pool/relay-pool'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createTimeline } from './timeline'

let relay: TestRelay
let pool: RelayPool
const author = createAuthor()
const notes: NostrEvent[] = []

beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  for (let index = 0; index < 25; index++) {
    notes.push(author.sign({ content: `note ${index}`, created_at: 1_700_000_000 + index * 10 }))
  }
  // Three notes share one second to exercise the `until` boundary.
  notes.push(author.sign({ content: 'same second a', created_at: 1_700_000_100 }))
  notes.push(author.sign({ content: 'same second b', created_at: 1_700_000_100 }))
  for (const note of notes) await pool.publish(note)
})
afterAll(async () => {
  pool.close()
  await relay.close()
})

const value = firstValueFrom

describe('createTimeline', () => {
  it('pages newest first without duplicates until a short page', async () => {
    const timeline = createTimeline(pool, { kinds: [1], authors: [author.pubkey] }, { pageSize: 10 })
    expect(await value(timeline.hasMore$)).toBe(true)
    await timeline.loadMore()
    const first = await value(timeline.items$)
    expect(first).toHaveLength(10)
    expect(first[0].content).toBe('note 24')

    while (await value(timeline.hasMore$)) await timeline.loadMore()
    const all = await value(timeline.items$)
    expect(all).toHaveLength(notes.length)
    expect(new Set(all.map((event) => event.id)).size).toBe(notes.length)
    const times = all.map((event) => event.created_at)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(await value(timeline.loading$)).toBe(false)
    expect(await value(timeline.error$)).toBeNull()
  })

  it('uses a default page size of 10 and refresh starts again from the newest', async () => {
    const timeline = createTimeline(pool, { kinds: [1], authors: [author.pubkey] })
    await timeline.loadMore()
    await timeline.loadMore()
    // `until` is inclusive: the boundary event comes again and is de-duplicated, and each page still adds 10.
    expect(await value(timeline.items$)).toHaveLength(20)
    await timeline.refresh()
    const refreshed = await value(timeline.items$)
    expect(refreshed).toHaveLength(10)
    expect(refreshed[0].content).toBe('note 24')
  })

  it('shares one request when loadMore is called while loading', async () => {
    const timeline = createTimeline(pool, { kinds: [1], authors: [author.pubkey] })
    await Promise.all([timeline.loadMore(), timeline.loadMore()])
    expect(await value(timeline.items$)).toHaveLength(10)
  })

  it('reports failures on error$', async () => {
    const timeline = createTimeline(pool, { authors: ['not hex'] })
    await timeline.loadMore()
    expect(await value(timeline.error$)).toBe('Invalid filter: authors values must be 64-character hex')
    expect(await value(timeline.loading$)).toBe(false)
  })
})
