import { BehaviorSubject } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { parseRelayList } from '../outbox/relay-list'
import { createMemoryStorage } from '../policies/storage'
import type { CurrentUser } from '../signers'
import { NodeWebSocket, createAuthor, startTestRelay, waitFor, type TestRelay } from '../test-support/test-relay'
import { createRelayPool } from './pool/relay-pool'
import { publishRelayListEdits, relayListTemplate } from './relay-list-publisher'
import { createRelayListStore } from './relay-list-store'

let relay: TestRelay
let pool: ReturnType<typeof createRelayPool>
beforeAll(async () => {
  relay = await startTestRelay()
  pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
})
afterAll(async () => {
  pool.close()
  await relay.close()
})

const relayLists = (pubkey: string) => pool.query([{ kinds: [10002], authors: [pubkey] }])

describe('NIP-65 relay list from the relay settings', () => {
  it('tags read-and-write relays bare, one role with its marker, and leaves out disabled relays or ones with no role', () => {
    const template = relayListTemplate(
      [
        { url: 'wss://both.example/', disabled: false },
        { url: 'wss://inbox.example/', disabled: false, write: false },
        { url: 'wss://outbox.example/', disabled: false, read: false },
        { url: 'wss://off.example/', disabled: true },
        { url: 'wss://none.example/', disabled: false, read: false, write: false },
      ],
      1700000000,
    )
    expect(template).toEqual({
      kind: 10002,
      content: '',
      created_at: 1700000000,
      tags: [['r', 'wss://both.example/'], ['r', 'wss://inbox.example/', 'read'], ['r', 'wss://outbox.example/', 'write']],
    })
  })

  it("publishes a signed-in user's edits in order, each newer than the last; a visitor's stay local", async () => {
    const user = createAuthor()
    const session$ = new BehaviorSubject<CurrentUser | null>(null)
    const store = createRelayListStore({ defaults: [relay.url], storage: createMemoryStorage() })
    const published: NostrEvent[] = []
    const subscription = publishRelayListEdits({ edits$: store.edits$, session$, sign: async (template) => user.sign(template), pool, published: (event) => published.push(event) })

    store.add('wss://visitor-only.example')
    expect(published).toHaveLength(0)

    session$.next({ pubkey: user.pubkey, method: 'privateKey', locked: false })
    store.add('wss://second.example')
    store.setRole('wss://second.example', 'write', false)
    await waitFor(() => published.length === 2)
    expect(published[1].created_at).toBeGreaterThan(published[0].created_at)

    const [newest] = await relayLists(user.pubkey)
    expect(newest.id).toBe(published[1].id)
    expect(parseRelayList(newest)).toEqual({
      read: [relay.url.endsWith('/') ? relay.url : `${relay.url}/`, 'wss://visitor-only.example/', 'wss://second.example/'],
      write: [relay.url.endsWith('/') ? relay.url : `${relay.url}/`, 'wss://visitor-only.example/'],
    })
    subscription.unsubscribe()
  })
})
