import { BehaviorSubject } from 'rxjs'
import { afterAll, beforeAll } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import type { RelayPool } from '../relay/pool/pool-types'
import type { CurrentUser } from '../signers'
import { NodeWebSocket, startTestRelay, type TestAuthor, type TestRelay } from './test-relay'

/** One real local relay and a pool on it for the whole test file (started in beforeAll, closed in afterAll). */
export function useRelayPool(): { readonly relay: TestRelay; readonly pool: RelayPool } {
  const fixture = {} as { relay: TestRelay; pool: RelayPool }
  beforeAll(async () => {
    fixture.relay = await startTestRelay()
    fixture.pool = createRelayPool({ relays: [fixture.relay.url], WebSocketImpl: NodeWebSocket })
  })
  afterAll(async () => {
    fixture.pool.close()
    await fixture.relay.close()
  })
  return fixture
}

/** The session of a test author (null: logged out), as the core's session$ emits it. */
export function sessionOf(author: TestAuthor | null): BehaviorSubject<CurrentUser | null> {
  return new BehaviorSubject<CurrentUser | null>(author ? { pubkey: author.pubkey, method: 'privateKey', locked: false } : null)
}
