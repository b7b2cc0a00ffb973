import { describe, expect, it } from 'vitest'
import { EMPTY, from } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PoolMessage, RelayPool } from '../relay/pool/pool-types'
import { withOutbox } from './with-outbox'

const note = (id: string, created_at: number) => ({ id: id.repeat(64).slice(0, 64), created_at }) as NostrEvent
const own = [note('a', 30), note('b', 20)]
const outboxed = [note('b', 20), note('c', 25), note('d', 10)]

function fakePool(calls: Filter[][]): RelayPool {
  return { query: async (filters: Filter[]) => (calls.push(filters), own), req: () => EMPTY } as unknown as RelayPool
}
const outbox = { reqOutbox: () => from(outboxed.map((event): PoolMessage => ({ type: 'event', event, relay: 'wss://x/' }))) }

describe('withOutbox', () => {
  it("merges the pool's answer with the authors' relays, newest first, de-duplicated, within the limit", async () => {
    const pool = withOutbox(fakePool([]), outbox)
    const events = await pool.query([{ kinds: [1], authors: ['f'.repeat(64)], limit: 3 }])
    expect(events.map((event) => event.created_at)).toEqual([30, 25, 20])
  })

  it('leaves queries without authors, or with chosen relays, to the pool alone', async () => {
    const calls: Filter[][] = []
    const pool = withOutbox(fakePool(calls), outbox)
    expect(await pool.query([{ kinds: [1] }])).toEqual(own)
    expect(await pool.query([{ authors: ['f'.repeat(64)] }], { relays: ['wss://mine/'] })).toEqual(own)
    expect(calls).toHaveLength(2)
  })
})
