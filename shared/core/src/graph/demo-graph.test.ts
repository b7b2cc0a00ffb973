import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { createManualClock } from '../test-support/manual-clock'
import { NodeWebSocket, startTestRelay, type TestRelay } from '../test-support/test-relay'
import type { NostrEvent } from '../nostr-types'
import { UNKNOWN_FOLLOW_DISTANCE } from './graph-constants'
import { crawlToEnd, valueWhere } from './graph-test-support'
import { createSocialGraph } from './social-graph-store'

const SUMMARY = new URL('../../../../scripts/demo/fixture-summary.json', import.meta.url)
const users = (JSON.parse(readFileSync(SUMMARY, 'utf8')) as { users: Array<{ pubkey: string; name: string }> }).users
const alice = users.find((user) => user.name === 'alice')!.pubkey

let relay: TestRelay
beforeAll(async () => {
  relay = await startTestRelay({ seed: true })
}, 30_000)
afterAll(() => relay.close())

/** Breadth-first distances from `root` over the follow lists, the reference the graph must match. */
function referenceDistances(root: string, lists: NostrEvent[]): Map<string, number> {
  const follows = new Map(lists.map((list) => [list.pubkey, list.tags.filter((tag) => tag[0] === 'p').map((tag) => tag[1])]))
  const distances = new Map([[root, 0]])
  const queue = [root]
  for (const user of queue) {
    for (const followed of follows.get(user) ?? []) {
      if (distances.has(followed)) continue
      distances.set(followed, distances.get(user)! + 1)
      queue.push(followed)
    }
  }
  return distances
}

describe('social graph of the seeded demo relay', () => {
  it("gives every demo user alice's breadth-first follow distance", async () => {
    const pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
    const lists = await pool.query([{ kinds: [3], authors: users.map((user) => user.pubkey) }])
    expect(lists).toHaveLength(users.length)
    const expected = referenceDistances(alice, lists)
    expect(Math.max(...expected.values())).toBeGreaterThanOrEqual(2)
    const clock = createManualClock()
    const store = createSocialGraph({ pool, clock, root: alice, transport: 'in-thread', maxCrawlDistance: 10 })
    await crawlToEnd(store, clock)

    for (const { pubkey } of users) {
      const want = expected.get(pubkey) ?? UNKNOWN_FOLLOW_DISTANCE
      expect(await valueWhere(store.followDistance$(pubkey), () => true), pubkey).toBe(want)
    }
    expect(await valueWhere(store.size$, () => true)).toBe(expected.size)
    store.dispose()
    pool.close()
  })
})
