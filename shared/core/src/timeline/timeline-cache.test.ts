import 'fake-indexeddb/auto'
import { firstValueFrom } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEventStore, type EventStore } from '../caches/event-store'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle } from '../db/database-handle'
import type { NostrEvent } from '../nostr-types'
import { createRelayPool } from '../relay/pool/relay-pool'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createTimeline, type Timeline } from './timeline'

let relay: TestRelay
const author = createAuthor()
const notes: NostrEvent[] = []
const cleanup: Array<() => unknown> = []
const dbName = `timeline-cache-${Date.now()}`

function pool(urls: string[]) {
  const created = createRelayPool({ relays: urls, WebSocketImpl: NodeWebSocket })
  cleanup.push(() => created.close())
  return created
}

function cache(name = dbName): EventStore {
  const handle = createDatabaseHandle(async () => createDatabase(name))
  const store = createEventStore(handle, { page: new EventTarget() })
  cleanup.push(async () => {
    await store.dispose()
    handle.close()
  })
  return store
}

/** Every items$ value, with whether the timeline was still loading when it came. */
function record(timeline: Timeline) {
  const seen: Array<{ ids: string[]; loading: boolean }> = []
  let loading = false
  timeline.loading$.subscribe((value) => (loading = value))
  timeline.items$.subscribe((items) => seen.push({ ids: items.map((event) => event.id), loading }))
  return seen
}

beforeAll(async () => {
  relay = await startTestRelay()
  const publisher = pool([relay.url])
  for (let index = 0; index < 12; index++) notes.push(author.sign({ content: `note ${index}`, created_at: 1_700_000_000 + index }))
  for (const note of notes) await publisher.publish(note)
})
afterEach(async () => {
  for (const dispose of cleanup.splice(0).reverse()) await dispose()
})
afterAll(() => relay.close())

const filter = () => ({ kinds: [1], authors: [author.pubkey] })
const newest = (count: number) => [...notes].reverse().slice(0, count).map((note) => note.id)

describe('timeline over the event cache', () => {
  it('shows cached notes at once, then merges the relay page without duplicates', async () => {
    const first = cache()
    await createTimeline(pool([relay.url]), filter(), { cache: first }).loadMore()
    await first.flush()

    const newer = author.sign({ content: 'newer', created_at: 1_700_000_100 })
    await pool([relay.url]).publish(newer)
    const timeline = createTimeline(pool([relay.url]), filter(), { cache: cache() })
    const seen = record(timeline)
    await timeline.loadMore()

    const shown = seen.filter((value) => value.ids.length > 0)
    expect(shown[0]).toEqual({ ids: newest(10), loading: true })
    expect(shown.at(-1)!.ids).toEqual([newer.id, ...newest(10)])
    expect(await firstValueFrom(timeline.error$)).toBeNull()
    notes.push(newer)
  }, 20_000)

  it('still shows the cached page when the relay is gone', async () => {
    const first = cache()
    await createTimeline(pool([relay.url]), filter(), { cache: first }).loadMore()
    await first.flush()
    await relay.close()

    const timeline = createTimeline(pool([relay.url]), filter(), { cache: cache() })
    await timeline.loadMore()
    expect((await firstValueFrom(timeline.items$)).map((event) => event.id)).toEqual(newest(10))
    expect(await firstValueFrom(timeline.error$)).toBeNull()
    relay = await startTestRelay()
  }, 20_000)

  it('reports a relay failure only when the cache has nothing', async () => {
    const failing = { query: () => Promise.reject(new Error('Relay ws://x/ disconnected')) }
    const empty = createTimeline(failing, filter(), { cache: cache(`empty-${Date.now()}`) })
    await empty.loadMore()
    expect(await firstValueFrom(empty.error$)).toBe('Relay ws://x/ disconnected')

    const warm = createTimeline(failing, filter(), { cache: cache() })
    await warm.loadMore()
    expect(await firstValueFrom(warm.items$)).toHaveLength(10)
    expect(await firstValueFrom(warm.error$)).toBeNull()
  })
})
