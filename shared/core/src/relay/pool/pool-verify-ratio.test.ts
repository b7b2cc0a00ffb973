import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NostrEvent } from '../../nostr-types'
import { createWasmVerifier } from '../../policies/wasm-verifier'
import { ratioVerifier } from '../../policies/verify-ratio'
import { seededRandom, signBulk, startSeededRelay } from '../../test-support/bulk-events'
import { NodeWebSocket } from '../../test-support/test-relay'
import { createRelayPool } from './relay-pool'

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

describe('signature check ratio through the pool and the real relay', () => {
  it('delivers every good event while far fewer than all are schnorr-verified', async () => {
    const wasm = createWasmVerifier()
    await wasm.preload()
    const schnorrChecked: string[] = []
    const verifier = ratioVerifier(
      (event) => {
        schnorrChecked.push(event.id)
        return wasm(event)
      },
      { random: seededRandom(7) },
    )
    const pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket, verifier, detectSleep: false })
    try {
      const delivered: NostrEvent[] = []
      for (let from = BASE; from < BASE + TOTAL; from += PER_REQ) {
        delivered.push(...(await pool.query([{ kinds: [1], since: from, until: from + PER_REQ - 1, limit: PER_REQ }], { eoseTimeoutMs: 30_000 })))
      }
      expect(new Set(delivered.map((event) => event.id))).toEqual(new Set(events.map((event) => event.id)))
      expect(delivered).toHaveLength(TOTAL)

      const url = `${relay.url}/`
      const { sampled, hashOnly, rejected } = verifier.stats()
      console.log(`signature check ratio: ${sampled} of ${TOTAL} events schnorr-verified, ${hashOnly} on id hash alone; ratio now ${verifier.ratio(url).toFixed(3)}`)
      expect(schnorrChecked).toHaveLength(sampled)
      expect(sampled + hashOnly).toBe(TOTAL)
      expect(rejected).toBe(0)
      // Expected ≈ √(200·2000 − 10,000) ≈ 624: the first 100 all, then 100 / verified of the rest.
      expect(sampled).toBeGreaterThanOrEqual(100)
      expect(sampled).toBeLessThan(TOTAL / 2)
      expect(verifier.ratio(url)).toBeLessThan(0.25)
    } finally {
      pool.close()
    }
  })
})
