import { initNostrWasm } from 'nostr-wasm'
import type { NostrEvent } from '../nostr-types'

const hex = (value: unknown) => (typeof value === 'string' ? value : Buffer.from(value as Uint8Array).toString('hex'))

/** `count` kind-1 events from 5 authors, one second apart from `base`, signed with nostr-wasm (fast enough for thousands). */
export async function signBulk(count: number, base = 1_700_000_000): Promise<NostrEvent[]> {
  const nw = await initNostrWasm()
  const keys = Array.from({ length: 5 }, () => nw.generateSecretKey())
  return Array.from({ length: count }, (_, i) => {
    const event = { kind: 1, created_at: base + i, tags: [['t', 'bulk']], content: `bulk note ${i}` } as unknown as NostrEvent
    nw.finalizeEvent(event as never, keys[i % keys.length])
    return { id: hex(event.id), pubkey: hex(event.pubkey), created_at: event.created_at, kind: 1, tags: event.tags, content: event.content, sig: hex(event.sig) }
  })
}

interface SeededRelay {
  url: string
  close(): Promise<void>
}

/** The project's real relay (scripts/relay/server.mjs, SQLite in memory) holding `events`. */
export async function startSeededRelay(events: NostrEvent[]): Promise<SeededRelay> {
  const server = (await import(/* @vite-ignore */ new URL('../../../../scripts/relay/server.mjs', import.meta.url).href)) as {
    startRelay(opts: object): Promise<SeededRelay & { repository: unknown }>
    seedRepository(repository: unknown, events: NostrEvent[]): Promise<{ inserted: number }>
  }
  const relay = await server.startRelay({ port: 0, dbPath: ':memory:', seed: false, log: () => {} })
  const { inserted } = await server.seedRepository(relay.repository, events)
  if (inserted !== events.length) throw new Error(`seeded ${inserted} of ${events.length} events`)
  return relay
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
