import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { signBulk, startSeededRelay } from '../test-support/bulk-events'
import { NodeWebSocket } from '../test-support/test-relay'
import type { WorkerRelayPool } from './pool-proxy'
import { createWorkerPool } from './worker-transport'

const BASE = 1_700_000_000
const TOTAL = 2000
const PER_REQ = 1000 // the relay caps a REQ at 1,000 events
let events: NostrEvent[]
let relay: Awaited<ReturnType<typeof startSeededRelay>>

beforeAll(async () => {
  events = await signBulk(TOTAL, BASE)
  relay = await startSeededRelay(events)
}, 60_000)
afterAll(() => relay?.close())

async function ingest(pool: WorkerRelayPool): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let from = BASE; from < BASE + TOTAL; from += PER_REQ) {
    const batch = await pool.query([{ kinds: [1], since: from, until: from + PER_REQ - 1, limit: PER_REQ }], { eoseTimeoutMs: 30_000 })
    batch.forEach((event) => ids.add(event.id))
  }
  return ids
}

describe('the ingest host samples signatures per relay (spec 3 §9 check ratio)', () => {
  it('delivers all good events from the real relay with far fewer schnorr checks than events', async () => {
    const pool = createWorkerPool({ relays: [relay.url], mode: 'in-thread', WebSocketImpl: NodeWebSocket })
    try {
      expect(await ingest(pool)).toEqual(new Set(events.map((event) => event.id)))
      const stats = await pool.stats()
      console.log(`worker: ${stats?.verified} of ${TOTAL} events schnorr-verified (${stats?.engine}), ${stats?.rejected} rejected`)
      expect(stats).toMatchObject({ rejected: 0 })
      expect(stats?.verified).toBeGreaterThanOrEqual(100)
      expect(stats?.verified).toBeLessThan(TOTAL / 2)
    } finally {
      pool.close()
    }
  })

  it('still calls an injected verifier for every event', async () => {
    const verifier = vi.fn(() => true)
    const pool = createWorkerPool({ relays: [relay.url], mode: 'in-thread', WebSocketImpl: NodeWebSocket, verifier })
    try {
      expect((await ingest(pool)).size).toBe(TOTAL)
      expect(verifier).toHaveBeenCalledTimes(TOTAL)
    } finally {
      pool.close()
    }
  })
})
