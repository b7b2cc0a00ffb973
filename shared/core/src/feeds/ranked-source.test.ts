import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { listeners, type RankedQueue } from './ranked-queue'
import { createRankedSource } from './ranked-source'

const post = (n: number) => ({ id: `post-${n}`, created_at: 1000 - n }) as NostrEvent

/** A queue fed by hand: posts arrive with `add`, and it keeps loading until `finish`. */
function manualQueue() {
  const posts: NostrEvent[] = []
  const change = listeners()
  let loading = true
  const queue: RankedQueue = {
    pending: () => posts.length,
    ready: () => posts.length >= 5 || !loading,
    take: async (n) => posts.splice(0, n),
    loading: () => loading,
    exhausted: () => posts.length === 0 && !loading,
    onChange: change.add,
    dispose: () => {},
  }
  return {
    queue,
    add(from: number, count: number) {
      for (let n = from; n < from + count; n++) posts.push(post(n))
      change.notify()
    },
    finish() {
      loading = false
      change.notify()
    },
  }
}

/** A ranked source over one manual queue, started; `shown` collects what it emits. */
function startedSource() {
  const fed = manualQueue()
  const source = createRankedSource([{ queue: fed.queue, share: 1 }])
  const shown: NostrEvent[] = []
  source.start((event) => (shown.push(event), true))
  return { fed, source, shown }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('ranked source', () => {
  it('finishes a page still coming in before counting the next one: pages stay 10 long', async () => {
    const { fed, source, shown } = startedSource()
    fed.add(0, 6)
    await flush()
    expect(shown).toHaveLength(6) // the first page shows posts as they arrive

    const more = source.more(10, undefined) // the reader reached the end of a half-filled first page
    fed.add(6, 30)
    await more
    expect(shown).toHaveLength(20)
  })

  it('takes 10 more per page once a page is complete, and stops when nothing more will come', async () => {
    const { fed, source, shown } = startedSource()
    fed.add(0, 25)
    fed.finish()
    await flush()
    expect(shown).toHaveLength(10)

    expect(await source.more(10, undefined)).toBe(true)
    expect(shown.map((event) => event.id).slice(10)).toEqual(Array.from({ length: 10 }, (_, n) => `post-${n + 10}`))
    expect(await source.more(10, undefined)).toBe(false)
    expect(shown).toHaveLength(25)
  })
})
