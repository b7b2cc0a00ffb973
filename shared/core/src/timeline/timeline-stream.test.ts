import { filter, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import type { RelayPool } from '../relay/pool/pool-types'
import { startHostileServer, type HostileServer } from '../test-support/hostile-server'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createTimeline } from './timeline'

let relay: TestRelay
let silent: HostileServer
let pool: RelayPool
const author = createAuthor()
const notes = [1, 2, 3].map((n) => author.sign({ content: `note ${n}`, created_at: 1_700_000_000 + n }))

beforeAll(async () => {
  // A relay that takes the REQ and never answers: no events, no EOSE.
  ;[relay, silent] = await Promise.all([startTestRelay(), startHostileServer({})])
  pool = createRelayPool({ relays: [relay.url, silent.url], WebSocketImpl: NodeWebSocket })
  for (const note of notes) await pool.publish(note, { relays: [relay.url] })
})
afterAll(async () => {
  pool.close()
  await Promise.all([relay.close(), silent.close()])
})

describe('a timeline page with a relay that never sends EOSE', () => {
  it('shows the answering relay’s events at once, and completes the page at the EOSE timeout', async () => {
    const timeline = createTimeline(pool, { kinds: [1], authors: [author.pubkey] })
    const loaded = timeline.loadMore()
    const shown = await firstValueFrom(timeline.items$.pipe(filter((items) => items.length === 3)))
    expect(shown.map((event) => event.content)).toEqual(['note 3', 'note 2', 'note 1'])
    expect(await firstValueFrom(timeline.loading$)).toBe(true) // the silent relay has not answered
    await loaded
    expect(await firstValueFrom(timeline.loading$)).toBe(false)
  })
})
