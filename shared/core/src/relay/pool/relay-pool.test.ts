import { firstValueFrom, filter, type Subscription } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PoolMessage, RelayPool } from './pool-types'
import { createRelayPool } from './relay-pool'
import {
  CLOSED_PORT_URL,
  NodeWebSocket,
  createAuthor,
  plain,
  spyingWebSocket,
  startTestRelay,
  waitFor,
  type TestRelay,
} from '../../test-support/test-relay'

let relayA: TestRelay
let relayB: TestRelay
const pools: RelayPool[] = []

function pool(relays: string[], WebSocketImpl = NodeWebSocket): RelayPool {
  const created = createRelayPool({ relays, WebSocketImpl })
  pools.push(created)
  return created
}

beforeAll(async () => {
  ;[relayA, relayB] = await Promise.all([startTestRelay(), startTestRelay()])
})
afterEach(() => pools.splice(0).forEach((created) => created.close()))
afterAll(async () => {
  await Promise.all([relayA.close(), relayB.close()])
})

describe('createRelayPool against the local relay', () => {
  it('connects and reports status on status$', async () => {
    const connected = await firstValueFrom(
      pool([relayA.url]).status$.pipe(filter((list) => list[0]?.state === 'connected')),
    )
    expect(connected).toEqual([{ url: `${relayA.url}/`, state: 'connected' }])
  })

  it('publishes, then queries newest first', async () => {
    const author = createAuthor()
    const older = author.sign({ content: 'older', created_at: 1_700_000_000 })
    const newer = author.sign({ content: 'newer', created_at: 1_700_000_100 })
    const client = pool([relayA.url])
    expect(await client.publish(older)).toEqual([{ relay: `${relayA.url}/`, ok: true, message: '' }])
    await client.publish(newer)
    const events = await client.query([{ authors: [author.pubkey] }])
    expect(events.map((event) => event.content)).toEqual(['newer', 'older'])
  })

  it('reports a relay rejection as a failed publish result', async () => {
    const forged = { ...createAuthor().sign({ content: 'real' }), content: 'forged' }
    const [result] = await pool([relayA.url]).publish(forged)
    expect(result.ok).toBe(false)
    expect(result.message).not.toBe('')
  })

  it('de-duplicates events by id across relays and emits one eose', async () => {
    const author = createAuthor()
    const note = author.sign({ content: 'on both relays' })
    const client = pool([relayA.url, relayB.url])
    const results = await client.publish(note)
    expect(results.map((result) => result.ok)).toEqual([true, true])

    const messages: PoolMessage[] = []
    await new Promise<void>((resolve) =>
      client.req([{ authors: [author.pubkey] }]).subscribe({ next: (m) => messages.push(m), complete: resolve }),
    )
    expect(messages.map((message) => message.type)).toEqual(['event', 'eose'])
  })

  it('keeps answering when one relay cannot be reached, which becomes disconnected with an error', async () => {
    const author = createAuthor()
    const note = author.sign({ content: 'still here' })
    await pool([relayA.url]).publish(note)
    const client = pool([relayA.url, CLOSED_PORT_URL])

    const events = await client.query([{ ids: [note.id] }])
    expect(events.map((event) => event.id)).toEqual([note.id])
    const statuses = await firstValueFrom(
      client.status$.pipe(filter((list) => list[1]?.state === 'disconnected' && !!list[1].error)),
    )
    expect(statuses[1]).toMatchObject({ url: `${CLOSED_PORT_URL}/`, state: 'disconnected' })
    expect(statuses[1].error).toMatch(/ECONNREFUSED|failed/i)
  })

  it('answers with eose at once when there are no relays', async () => {
    expect(await pool([]).query([{ kinds: [1] }])).toEqual([])
  })

  it('rejects invalid filters', async () => {
    await expect(pool([relayA.url]).query([{ authors: ['npub1nope'] }])).rejects.toThrow(
      'Invalid filter: authors values must be 64-character hex',
    )
    await expect(pool([relayA.url]).query([])).rejects.toThrow('Invalid filter')
  })

  it('stays live when closeOnEose is false, and sends CLOSE on unsubscribe', async () => {
    const sent: string[] = []
    const author = createAuthor()
    const client = pool([relayA.url], spyingWebSocket(sent))
    const messages: PoolMessage[] = []
    let subscription: Subscription | undefined
    await new Promise<void>((resolve) => {
      subscription = client.req([{ authors: [author.pubkey] }], { closeOnEose: false }).subscribe((message) => {
        messages.push(message)
        if (message.type === 'eose') resolve()
      })
    })
    const live = author.sign({ content: 'live' })
    await client.publish(live)
    await waitFor(() => messages.length === 2)
    expect(messages[1]).toMatchObject({ type: 'event', event: plain(live), relay: `${relayA.url}/` })

    subscription?.unsubscribe()
    const [req] = sent.filter((frame) => frame.startsWith('["REQ"')).map((frame) => JSON.parse(frame))
    await waitFor(() => sent.includes(JSON.stringify(['CLOSE', req[1]])))
  })

  it('sends CLOSE after EOSE for one-shot queries', async () => {
    const sent: string[] = []
    await pool([relayA.url], spyingWebSocket(sent)).query([{ kinds: [1], limit: 1 }])
    const req = JSON.parse(sent.find((frame) => frame.startsWith('["REQ"')) ?? '[]')
    expect(sent).toContain(JSON.stringify(['CLOSE', req[1]]))
  })

  it('asks only the given relays, connecting to ones outside the pool temporarily', async () => {
    const author = createAuthor()
    const onlyOnB = author.sign({ content: 'only on B' })
    await pool([relayB.url]).publish(onlyOnB)
    const client = pool([relayA.url])
    expect(await client.query([{ ids: [onlyOnB.id] }])).toEqual([])
    const found = await client.query([{ ids: [onlyOnB.id] }], { relays: [relayB.url] })
    expect(found.map(plain)).toEqual([onlyOnB])
  })

  it('follows setRelays: new relays connect, removed ones leave status$', async () => {
    const client = pool([relayA.url])
    client.setRelays([relayB.url, 'bad url'])
    const statuses = await firstValueFrom(
      client.status$.pipe(filter((list) => list.length === 1 && list[0].state === 'connected')),
    )
    expect(statuses).toEqual([{ url: `${relayB.url}/`, state: 'connected' }])
  })

  it('completes open subscriptions and answers nothing after close', async () => {
    const client = pool([relayA.url])
    const done = new Promise<void>((resolve) =>
      client.req([{ kinds: [1] }], { closeOnEose: false }).subscribe({ complete: resolve }),
    )
    client.close()
    await done
    expect(await client.query([{ kinds: [1] }])).toEqual([])
    expect(await client.publish(createAuthor().sign({}))).toEqual([])
  })
})
