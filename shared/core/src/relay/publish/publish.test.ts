import { afterEach, describe, expect, it } from 'vitest'
import { startHostileServer } from '../../test-support/hostile-server'
import { createManualClock } from '../../test-support/manual-clock'
import { CLOSED_PORT_URL, NodeWebSocket, createAuthor, startTestRelay, waitFor } from '../../test-support/test-relay'
import type { RelayPool } from '../pool/pool-types'
import { createRelayPool, type RelayPoolOptions } from '../pool/relay-pool'
import type { RelayPublishStatus } from './publish-tracker'

const cleanup: Array<() => unknown> = []
afterEach(async () => {
  for (const dispose of cleanup.splice(0)) await dispose()
})

function pool(opts: RelayPoolOptions): RelayPool {
  const created = createRelayPool({ WebSocketImpl: NodeWebSocket, ...opts })
  cleanup.push(() => created.close())
  return created
}

async function relay() {
  const started = await startTestRelay()
  cleanup.push(() => started.close())
  return started
}

describe('publishing against the real relay', () => {
  it('tracks each relay from pending to success or error and meets the default quorum of 1', async () => {
    const live = await relay()
    const client = pool({ relays: [live.url, CLOSED_PORT_URL] })
    const note = createAuthor().sign({ content: 'hello' })
    const seen: RelayPublishStatus[][] = []
    const tracker = client.broadcast(note)
    tracker.status$.subscribe((statuses) => seen.push(statuses))
    const results = await tracker.done
    expect(results.map((result) => result.ok)).toEqual([true, false])
    expect(seen[0].map((status) => status.state)).toEqual(['pending', 'pending'])
    expect(seen.at(-1)).toEqual([
      { relay: `${live.url}/`, state: 'success' },
      { relay: `${CLOSED_PORT_URL}/`, state: 'error', message: `Relay ${CLOSED_PORT_URL}/ disconnected` },
    ])
  })

  it('rejects below the quorum with "Not enough relays received the event (N published, M required)"', async () => {
    const live = await relay()
    const client = pool({ relays: [live.url, CLOSED_PORT_URL] })
    const tracker = client.broadcast(createAuthor().sign({ content: 'needs two' }), { quorum: 2 })
    await expect(tracker.done).rejects.toThrow('Not enough relays received the event (1 published, 2 required)')
  })

  it('times out after 2500 ms a relay that never answers: "Publish timeout after 2500ms"', async () => {
    const silent = await startHostileServer({})
    cleanup.push(() => silent.close())
    const clock = createManualClock()
    const client = pool({ relays: [silent.url], clock })
    await waitFor(() => silent.received.length === 0 && clock.pendingDelays().length > 0) // connected: socket check armed
    const tracker = client.broadcast(createAuthor().sign({ content: 'into the void' }))
    await waitFor(() => silent.received.some((frame) => frame[0] === 'EVENT'))
    clock.advance(2499)
    clock.advance(1)
    await expect(tracker.done).rejects.toThrow('Not enough relays received the event (0 published, 1 required)')
    expect(await tracker.results).toEqual([{ relay: `${silent.url}/`, ok: false, message: 'Publish timeout after 2500ms' }])
  })

  it('rejects a pending publish with "Relay {url} disconnected" when the relay goes away', async () => {
    const dropping = await startHostileServer({ onEvent: (_, socket) => socket.terminate() })
    cleanup.push(() => dropping.close())
    const tracker = pool({ relays: [dropping.url] }).broadcast(createAuthor().sign({}))
    expect(await tracker.results).toEqual([{ relay: `${dropping.url}/`, ok: false, message: `Relay ${dropping.url}/ disconnected` }])
  })
})
