import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { CLOSED_PORT_URL, NodeWebSocket, createAuthor, plain, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { getAddressable } from './get-addressable'

let main: TestRelay
let hinted: TestRelay
const pools: Array<{ close(): void }> = []
beforeAll(async () => {
  ;[main, hinted] = await Promise.all([startTestRelay(), startTestRelay()])
})
afterEach(() => pools.splice(0).forEach((pool) => pool.close()))
afterAll(() => Promise.all([main.close(), hinted.close()]))

function pool(relays: string[]) {
  const created = createRelayPool({ relays, WebSocketImpl: NodeWebSocket })
  pools.push(created)
  return created
}

const article = (author: ReturnType<typeof createAuthor>, title: string, created_at: number, identifier = 'hinted-article') =>
  author.sign({ kind: 30023, content: 'Body', created_at, tags: [['d', identifier], ['title', title]] })

describe('getAddressable', () => {
  it('finds an article that only the relay the naddr names has', async () => {
    const author = createAuthor()
    const only = article(author, 'Only on the hinted relay', 1_700_000_000)
    await pool([hinted.url]).publish(only)
    const pointer = { kind: 30023, pubkey: author.pubkey, identifier: 'hinted-article' }
    expect(await getAddressable(pool([main.url]), pointer)).toBeNull()
    expect(plain((await getAddressable(pool([main.url]), { ...pointer, relays: ['https://web.example', hinted.url] }))!)).toEqual(only)
  }, 20_000)

  it('takes the newest version of the pool relays and the hinted ones, and ignores other addresses', async () => {
    const author = createAuthor()
    const older = article(author, 'Old', 1_700_000_000)
    const newer = article(author, 'New', 1_700_000_100)
    await pool([main.url]).publish(older)
    await pool([hinted.url]).publish(newer)
    await pool([main.url]).publish(article(author, 'Other address', 1_700_000_200, 'other'))
    const pointer = { kind: 30023, pubkey: author.pubkey, identifier: 'hinted-article', relays: [hinted.url] }
    expect(plain((await getAddressable(pool([main.url]), pointer))!)).toEqual(newer)
    expect(plain((await getAddressable(pool([main.url]), { ...pointer, relays: [CLOSED_PORT_URL] }))!)).toEqual(older)
  }, 20_000)

  it('rejects only when every lookup failed', async () => {
    const failing = { query: async () => Promise.reject(new Error('Failed to fetch event')) }
    const pointer = { kind: 30023, pubkey: 'a'.repeat(64), identifier: 'x' }
    await expect(getAddressable(failing, pointer)).rejects.toThrow('Failed to fetch event')
    const onlyMainFails = { query: async (_: unknown, opts?: { relays?: string[] }) => (opts?.relays ? [] : Promise.reject(new Error('down'))) }
    expect(await getAddressable(onlyMainFails, { ...pointer, relays: [hinted.url] })).toBeNull()
  })
})
