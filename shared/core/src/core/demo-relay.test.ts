import 'fake-indexeddb/auto'
import { filter, firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { NodeWebSocket, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { createCore, type Core } from './create-core'
import { createRelayPool } from '../relay/pool/relay-pool'

const ALICE = '16ee0910c0da42b72a0b9d478d3270be41cf16309f149a57ed802d3970812bae'

let relay: TestRelay
let core: Core

beforeAll(async () => {
  relay = await startTestRelay({ seed: true })
  core = createCore(
    { remotes: {}, relays: [relay.url] },
    { storage: createMemoryStorage(), WebSocketImpl: NodeWebSocket, mainThreadPool: createRelayPool, dbName: `demo-${Date.now()}` },
  )
}, 30_000)
afterAll(async () => {
  core.dispose()
  await relay.close()
})

describe('core over the seeded demo relay', () => {
  it('shows the welcome note first on the home timeline, in pages of 10', async () => {
    const timeline = core.timeline({ kinds: [1] })
    await timeline.loadMore()
    const items = await firstValueFrom(timeline.items$)
    expect(items).toHaveLength(10)
    expect(items[0].content).toContain('Welcome to the demo relay')
    expect(await firstValueFrom(timeline.hasMore$)).toBe(true)
  })

  it('loads a demo profile and finds it by name prefix', async () => {
    const alice = await firstValueFrom(core.profiles.profile$(ALICE).pipe(filter(Boolean)))
    expect(alice.name).toBe('alice')
    const [first] = await core.profiles.search('ali')
    expect(first?.pubkey).toBe(ALICE)
  })
})
