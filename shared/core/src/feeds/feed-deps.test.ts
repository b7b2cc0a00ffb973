import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PoolMessage } from '../relay/pool/pool-types'
import { createAuthor } from '../test-support/test-relay'
import { streamEvents } from './feed-deps'

const author = createAuthor()
const note = (content: string) => author.sign({ content, created_at: 1_700_000_000 })

function slowCacheAndLivePool(cachedEvents: NostrEvent[]) {
  const relay = new Subject<PoolMessage>()
  const asked: Filter[][] = []
  let answerCache = () => {}
  const cacheAnswered = new Promise<void>((resolve) => (answerCache = resolve))
  const deps = {
    pool: { req: (filters: Filter[]) => (asked.push(filters), relay.asObservable()), query: async () => [] },
    cache: { query: async () => (await cacheAnswered, cachedEvents) },
  }
  return { deps, relay, asked, answerCache }
}

describe('streamEvents', () => {
  it('asks the relays at once, but hands their events over only after the cached ones', async () => {
    const fromCache = note('cached')
    const fromRelay = note('from the relay')
    const { deps, relay, asked, answerCache } = slowCacheAndLivePool([fromCache])
    const seen: string[] = []
    streamEvents(deps, { kinds: [1] }, { event: (event) => seen.push(event.content), cached: () => seen.push('[cache done]'), eose: () => seen.push('[eose]') })
    expect(asked).toEqual([[{ kinds: [1] }]])
    relay.next({ type: 'event', event: fromRelay, relay: 'wss://r' })
    relay.next({ type: 'eose' })
    expect(seen).toEqual([])
    answerCache()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual(['cached', '[cache done]', 'from the relay', '[eose]'])
  })

  it('delivers nothing once stopped', async () => {
    const { deps, relay, answerCache } = slowCacheAndLivePool([note('cached')])
    const seen: string[] = []
    const stop = streamEvents(deps, { kinds: [1] }, { event: (event) => seen.push(event.content) })
    relay.next({ type: 'event', event: note('early'), relay: 'wss://r' })
    stop()
    answerCache()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([])
    expect(relay.observed).toBe(false)
  })
})
