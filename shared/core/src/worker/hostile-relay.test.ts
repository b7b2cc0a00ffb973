import { filter, firstValueFrom, lastValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import type { PoolMessage, RelayPool } from '../relay/pool/pool-types'
import { createRelayPool } from '../relay/pool/relay-pool'
import { NodeWebSocket } from '../test-support/test-relay'
import { createWorkerPool } from './worker-transport'

interface HostileRelay {
  url: string
  good: NostrEvent[]
  stats: { reqs: number; junkFrames: number; forgedEvents: number }
  close(): Promise<void>
}
const SERVER = new URL('../../../../e2e/servers/hostile-relay.mjs', import.meta.url).href
/** Under the relay budget's 500 invalid frames per window unless `floodCount` says otherwise. */
const startHostileRelay = async (floodCount = 200): Promise<HostileRelay> =>
  (await import(/* @vite-ignore */ SERVER)).startHostileRelay({ floodCount })

const cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const dispose of cleanup.splice(0)) await dispose()
  vi.restoreAllMocks()
})

async function setup(makePool: (url: string) => RelayPool, floodCount?: number) {
  const relay = await startHostileRelay(floodCount)
  cleanup.push(() => relay.close())
  const pool = makePool(relay.url)
  cleanup.push(() => pool.close())
  return { relay, pool }
}

/** One REQ until the relay's own EOSE (the timeout is far away, so EOSE must come from the relay). */
async function collect(pool: RelayPool): Promise<PoolMessage[]> {
  return lastValueFrom(pool.req([{ kinds: [1] }], { eoseTimeoutMs: 60_000 }).pipe(toArray()))
}
const ids = (messages: PoolMessage[]) =>
  messages.flatMap((message) => (message.type === 'event' ? [message.event.id] : [])).sort()
const goodIds = (relay: HostileRelay) => relay.good.map((event) => event.id).sort()

describe('hostile relay through the pool', () => {
  it('delivers only the good events once, then EOSE, and serves a second REQ', async () => {
    const { relay, pool } = await setup((url) => createRelayPool({ relays: [url], WebSocketImpl: NodeWebSocket }))
    const first = await collect(pool)
    expect(ids(first)).toEqual(goodIds(relay))
    expect(first.at(-1)).toEqual({ type: 'eose' })
    expect(ids(await collect(pool))).toEqual(goodIds(relay))
  })
})

describe('hostile relay through the worker transport (in-thread host)', () => {
  it('delivers only the good events, counts and logs every drop, and keeps serving', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { relay, pool } = await setup((url) => createWorkerPool({ relays: [url], mode: 'in-thread', WebSocketImpl: NodeWebSocket }))
    const first = await collect(pool)
    expect(ids(first)).toEqual(goodIds(relay))
    expect(first.at(-1)).toEqual({ type: 'eose' })

    const worker = pool as ReturnType<typeof createWorkerPool>
    const stats = await worker.stats()
    const { 'bad id or signature': forged = 0, ...frames } = stats?.dropped ?? {}
    const framesDropped = Object.values(frames).reduce((sum, count) => sum + count, 0)
    console.log(`hostile relay, one REQ: dropped ${framesDropped} frames`, frames, `and ${forged} forged events`)
    expect(framesDropped).toBe(relay.stats.junkFrames)
    expect(forged).toBe(relay.stats.forgedEvents)
    expect(frames['oversized frame']).toBe(1)
    expect(frames['unknown message type']).toBeGreaterThanOrEqual(100)

    expect(ids(await collect(pool))).toEqual(goodIds(relay))
    pool.close()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Dropped \d+ messages from ws:\/\/127\.0\.0\.1:\d+\/: /))
  })

  it('reports the relay as connected on status$', async () => {
    const { relay, pool } = await setup((url) => createWorkerPool({ relays: [url], mode: 'in-thread', WebSocketImpl: NodeWebSocket }))
    const statuses = await firstValueFrom(pool.status$.pipe(filter((list) => list[0]?.state === 'connected')))
    expect(statuses).toEqual([{ url: `${relay.url}/`, state: 'connected' }])
  })
})

describe('a relay over its budget', () => {
  it('is cut off after 500 invalid frames, shown as misbehaving, and nothing forged gets through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { relay, pool } = await setup((url) => createRelayPool({ relays: [url], WebSocketImpl: NodeWebSocket }), 5000)
    const first = await collect(pool)
    const delivered = ids(first)
    expect(delivered.length).toBeGreaterThan(0)
    expect(delivered.every((id) => goodIds(relay).includes(id))).toBe(true)
    const status = await firstValueFrom(pool.status$.pipe(filter((list) => list[0]?.misbehaving !== undefined)))
    expect(status[0].misbehaving).toMatch(/^Relay ws:\/\/127\.0\.0\.1:\d+\/ sent 501 invalid frames in 10 s$/)
    expect(status[0].state).not.toBe('connected')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/sent 501 invalid frames in 10 s: disconnected$/))
  })
})
