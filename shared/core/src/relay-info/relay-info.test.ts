import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lazyDatabase } from '../db/database-handle'
import { startLocalHttpServer, type LocalHttpServer } from '../names/testing/local-http-server'
import { createManualClock } from '../test-support/manual-clock'
import { startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createRelayInfoService, relayInfoHttpUrl, RELAY_INFO_TTL_MS } from './relay-info'

let relay: TestRelay
let missing: LocalHttpServer

beforeAll(async () => {
  ;[relay, missing] = await Promise.all([
    startTestRelay(),
    startLocalHttpServer(() => ({ status: 404, body: 'no such relay' })),
  ])
})
afterAll(async () => {
  await Promise.all([relay.close(), missing.close()])
})

/** Counts the requests made through the real fetch. */
function countingFetch() {
  const calls: Array<{ url: string; accept: string | null }> = []
  const fetch = (url: string, init?: RequestInit) => {
    calls.push({ url, accept: new Headers(init?.headers).get('accept') })
    return globalThis.fetch(url, init)
  }
  return { calls, fetch }
}

describe('fetchRelayInfo', () => {
  it('maps the relay address to http(s)', () => {
    expect(relayInfoHttpUrl('wss://relay.damus.io')).toBe('https://relay.damus.io/')
    expect(relayInfoHttpUrl('ws://127.0.0.1:7777')).toBe('http://127.0.0.1:7777/')
  })

  it("reads the real relay's NIP-11 document with the nostr+json Accept header", async () => {
    const { calls, fetch } = countingFetch()
    const info = await createRelayInfoService({ fetch }).fetchRelayInfo(relay.url)
    expect(info.name).toBe('demo relay')
    expect(info.supported_nips).toContain(11)
    expect(calls).toEqual([{ url: `http://127.0.0.1:${relay.port}/`, accept: 'application/nostr+json' }])
  })

  it('caches for 24 h by the clock, in memory and in the database', async () => {
    const clock = createManualClock()
    const db = lazyDatabase(`relay-info-${Date.now()}`)
    const { calls, fetch } = countingFetch()
    await createRelayInfoService({ fetch, db, clock }).fetchRelayInfo(relay.url)
    const second = createRelayInfoService({ fetch, db, clock })
    clock.advance(RELAY_INFO_TTL_MS - 1)
    expect((await second.fetchRelayInfo(relay.url)).name).toBe('demo relay')
    expect(await second.fetchRelayInfo(relay.url)).toBeDefined()
    expect(calls).toHaveLength(1)
    clock.advance(1)
    await second.fetchRelayInfo(relay.url)
    expect(calls).toHaveLength(2)
    db.close()
  })

  it('fails with the status and status text of an HTTP error', async () => {
    const service = createRelayInfoService()
    await expect(service.fetchRelayInfo(`ws://${missing.host}`)).rejects.toThrow(
      new Error('Failed to fetch relay information: 404 Not Found'),
    )
  })
})
