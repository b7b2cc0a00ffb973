import { afterEach, describe, expect, it } from 'vitest'
import type { NostrEvent } from '../../nostr-types'
import { startHostileServer, type HostileServer } from '../../test-support/hostile-server'
import { NodeWebSocket, createAuthor, plain } from '../../test-support/test-relay'
import type { Verifier } from '../../policies/verifier'
import type { RelayPool } from './pool-types'
import { createRelayPool } from './relay-pool'

const author = createAuthor()
const good = author.sign({ content: 'good', created_at: 1_700_000_000 })
const forgedSig = { ...author.sign({ content: 'original' }), content: 'tampered' }
const expired = author.sign({ content: 'gone', tags: [['expiration', '1000']] })
const wrongKind = author.sign({ kind: 7, content: '+' })
const cleanup: Array<() => unknown> = []

afterEach(async () => {
  for (const dispose of cleanup.splice(0)) await dispose()
})

async function hostile(frames: (subId: string) => Array<string | Buffer>): Promise<HostileServer> {
  const server = await startHostileServer({
    onReq: (subId, socket) => frames(subId).forEach((frame) => socket.send(frame)),
  })
  cleanup.push(() => server.close())
  return server
}

function pool(relays: string[], verifier?: Verifier): RelayPool {
  const created = createRelayPool({ relays, WebSocketImpl: NodeWebSocket, verifier })
  cleanup.push(() => created.close())
  return created
}

const garbage = (subId: string) => [
  '{not json',
  'null',
  '"EVENT"',
  '{"type":"EVENT"}',
  '[]',
  '[42]',
  '["EVENT"]',
  JSON.stringify(['EVENT', subId]),
  JSON.stringify(['EVENT', subId, { ...good, id: 'nothex' }]),
  JSON.stringify(['EVENT', subId, { ...good, tags: 'x' }]),
  JSON.stringify(['EVENT', subId, { ...good, kind: 1.5 }]),
  JSON.stringify(['EVENT', subId, { ...good, sig: 'ab' }]),
  JSON.stringify(['EVENT', subId, forgedSig]),
  JSON.stringify(['EVENT', subId, expired]),
  JSON.stringify(['EVENT', subId, wrongKind]),
  JSON.stringify(['EVENT', 'someone-else', good]),
  JSON.stringify(['EOSE', 'someone-else']),
  JSON.stringify(['OK', good.id, 'yes']),
  JSON.stringify(['NOTICE', { html: '<b>' }]),
  JSON.stringify(['UNKNOWN', subId]),
  Buffer.from([0xff, 0x00, 0x13]),
  JSON.stringify(['EVENT', subId, good]),
  JSON.stringify(['EVENT', subId, good]),
  JSON.stringify(['EOSE', subId]),
]

describe('hostile relay input', () => {
  it('drops malformed messages and invalid events without throwing, keeping the valid one once', async () => {
    const server = await hostile(garbage)
    const events = await pool([server.url]).query([{ kinds: [1] }])
    expect(events.map(plain)).toEqual([good])
  })

  it('applies the injected verifier, sync or async, and waits for it before eose', async () => {
    const server = await hostile(garbage)
    expect(await pool([server.url], () => false).query([{ kinds: [1] }])).toEqual([])

    const checked: string[] = []
    const slowYes: Verifier = async (event: NostrEvent) => {
      checked.push(event.id)
      await new Promise((resolve) => setTimeout(resolve, 20))
      return event.content === 'good'
    }
    const events = await pool([server.url], slowYes).query([{ kinds: [1] }])
    expect(events.map((event) => event.id)).toEqual([good.id])
    // Shape, filter and expiry checks run first: only well-formed, matching events reach the verifier.
    expect(new Set(checked)).toEqual(new Set([forgedSig.id, good.id]))
  })

  it('treats a throwing verifier as a rejection', async () => {
    const server = await hostile(garbage)
    const events = await pool([server.url], () => {
      throw new Error('boom')
    }).query([{ kinds: [1] }])
    expect(events).toEqual([])
  })

  it('emits eose after eoseTimeoutMs when a relay never answers', async () => {
    const silent = await hostile(() => [])
    const started = Date.now()
    const events = await pool([silent.url]).query([{ kinds: [1] }], { eoseTimeoutMs: 200 })
    expect(events).toEqual([])
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('counts CLOSED as an answer', async () => {
    const closing = await hostile((subId) => [JSON.stringify(['CLOSED', subId, 'error: no'])])
    expect(await pool([closing.url]).query([{ kinds: [1] }], { eoseTimeoutMs: 10_000 })).toEqual([])
  })

  it('times out a publish the relay never acknowledges', async () => {
    const silent = await hostile(() => [])
    const [result] = await pool([silent.url]).publish(good, { timeoutMs: 150 })
    expect(result).toEqual({ relay: `${silent.url}/`, ok: false, message: 'Publish timeout after 150ms' })
  })

  it('rejects pending publishes when the relay disconnects', async () => {
    const server = await startHostileServer({ onEvent: (_, socket) => socket.close() })
    cleanup.push(() => server.close())
    const [result] = await pool([server.url]).publish(good)
    expect(result).toEqual({ relay: `${server.url}/`, ok: false, message: `Relay ${server.url}/ disconnected` })
  })

  it('returns the relay OK message', async () => {
    const server = await startHostileServer({
      onEvent: (event, socket) => socket.send(JSON.stringify(['OK', event.id, false, 'blocked: not today'])),
    })
    cleanup.push(() => server.close())
    expect(await pool([server.url]).publish(good)).toEqual([
      { relay: `${server.url}/`, ok: false, message: 'blocked: not today' },
    ])
  })
})
