import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { createManualClock } from '../test-support/manual-clock'
import { NodeWebSocket, createAuthor, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createGraphEngine } from './graph-engine'
import { graphBackendProxy, serveGraphBackend, type MessageEndpoint } from './graph-rpc'
import { crawlToEnd, valueWhere } from './graph-test-support'
import { createSocialGraph } from './social-graph-store'

let relay: TestRelay
beforeAll(async () => {
  relay = await startTestRelay()
})
afterAll(() => relay.close())

/** The worker boundary without a Worker: the engine served on one end of a MessageChannel, the proxy on the other. */
function backendOverMessages(root: string) {
  const channel = new MessageChannel()
  serveGraphBackend(channel.port1 as unknown as MessageEndpoint, createGraphEngine(root))
  return graphBackendProxy(channel.port2 as unknown as MessageEndpoint, () => {
    channel.port1.close()
    channel.port2.close()
  })
}

describe('graph over the worker message protocol', () => {
  it('crawls the real relay with the same API as in-thread', async () => {
    const [root, a, b] = [createAuthor(), createAuthor(), createAuthor()]
    const pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
    await pool.publish(root.sign({ kind: 3, tags: [['p', a.pubkey]] }))
    await pool.publish(a.sign({ kind: 3, tags: [['p', b.pubkey]] }))
    const clock = createManualClock()
    const store = createSocialGraph({ pool, clock, root: root.pubkey, backend: backendOverMessages(root.pubkey) })
    await crawlToEnd(store, clock)

    expect(await valueWhere(store.followDistance$(b.pubkey), (distance) => distance === 2)).toBe(2)
    expect(await store.isFollowing(root.pubkey, a.pubkey)).toBe(true)
    expect(await valueWhere(store.stats$, (stats) => stats.users === 3)).toMatchObject({ follows: 2, sizeByDistance: { 0: 1, 1: 1, 2: 1 } })
    store.dispose()
    pool.close()
  })

  it('carries binaries both ways and turns worker-side failures into rejections', async () => {
    const [root, a] = [createAuthor(), createAuthor()]
    const source = backendOverMessages(root.pubkey)
    await source.load(null, root.pubkey)
    await source.ingest([root.sign({ kind: 3, tags: [['p', a.pubkey]] })], [])
    const binary = await source.toBinary()
    expect(binary).toBeInstanceOf(Uint8Array)

    const copy = backendOverMessages(root.pubkey)
    expect(await copy.load(binary, root.pubkey)).toMatchObject({ users: 2, follows: 1 })
    expect((await copy.describe([a.pubkey]))[0].distance).toBe(1)
    await expect(copy.load(new Uint8Array([9, 9, 9]), root.pubkey)).rejects.toThrow('not a social graph binary')

    const pending = copy.stats()
    copy.dispose()
    await expect(pending).rejects.toThrow('Social graph closed')
    source.dispose()
  })
})
