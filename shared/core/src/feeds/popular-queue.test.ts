import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PoolMessage } from '../relay/pool/pool-types'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { createPopularQueue } from './popular-queue'

const NOW = 1_700_000_000
const author = createAuthor()
const fans = Array.from({ length: 3 }, () => createAuthor())
const posts = Array.from({ length: 6 }, (_, i) => author.sign({ content: `post ${i}`, created_at: NOW - 3600 }))
const like = (post: NostrEvent, fan = fans[0]) => fan.sign({ kind: 7, content: '+', created_at: NOW - 60, tags: [['e', post.id]] })

/** A relay that streams the reactions it is told to, and never says EOSE unless told. */
function streamingRelay() {
  const stream = new Subject<PoolMessage>()
  const pool = {
    req: () => stream.asObservable(),
    query: async ([filter]: Filter[]) => posts.filter((post) => filter.ids?.includes(post.id)),
  }
  const send = (...events: NostrEvent[]) => events.forEach((event) => stream.next({ type: 'event', event, relay: 'wss://r' }))
  return { pool, send }
}

describe('popular queue', () => {
  it('is ready once 5 distinct posts have reactions, before the relay finished (spec 1 §9)', async () => {
    const { pool, send } = streamingRelay()
    const queue = createPopularQueue({ pool, clock: createManualClock(NOW * 1000) })
    await new Promise((resolve) => setTimeout(resolve, 0))
    send(...posts.slice(0, 4).map((post) => like(post)))
    expect(queue.ready()).toBe(false)
    send(like(posts[4]))
    expect(queue.ready()).toBe(true)
    queue.dispose()
  })

  it('ranks the posts by how many people reacted', async () => {
    const { pool, send } = streamingRelay()
    const queue = createPopularQueue({ pool, clock: createManualClock(NOW * 1000) })
    await new Promise((resolve) => setTimeout(resolve, 0))
    send(like(posts[0]), ...fans.map((fan) => like(posts[5], fan)), like(posts[2], fans[1]), like(posts[2], fans[2]))
    const page = await queue.take(3)
    expect(page.map((post) => post.content)).toEqual(['post 5', 'post 2', 'post 0'])
    queue.dispose()
  })
})
