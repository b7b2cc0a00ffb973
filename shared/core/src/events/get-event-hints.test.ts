import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { startHostileServer, type HostileServer } from '../test-support/hostile-server'
import { NodeWebSocket, createAuthor, plain, startTestRelay, type TestRelay } from '../test-support/test-relay'
import { FETCH_EVENT_TIMEOUT_MS, getEvent } from './get-event'

let silent: HostileServer
let hinted: TestRelay
beforeAll(async () => {
  ;[silent, hinted] = await Promise.all([startHostileServer({}), startTestRelay()])
})
afterAll(() => Promise.all([silent.close(), hinted.close()]))

describe('getEvent with a link’s relay hints', () => {
  it('asks the hinted relays at once, not after the configured relays time out', async () => {
    const note = createAuthor().sign({ content: 'only on the hinted relay' })
    const publisher = createRelayPool({ relays: [hinted.url], WebSocketImpl: NodeWebSocket })
    await publisher.publish(note)
    publisher.close()
    // The configured relay never answers: waiting for it first would take the 10 s fetch timeout.
    const pool = createRelayPool({ relays: [silent.url], WebSocketImpl: NodeWebSocket })
    try {
      expect(plain((await getEvent(pool, undefined, note.id, undefined, [hinted.url]))!)).toEqual(note)
    } finally {
      pool.close()
    }
  }, FETCH_EVENT_TIMEOUT_MS - 2000)
})
