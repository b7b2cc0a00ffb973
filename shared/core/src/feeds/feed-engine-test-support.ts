import { of } from 'rxjs'
import type { FeedViewState } from './feed-types'
import type { FeedEngine } from './feed-types'
import type { FeedDeps } from './feed-deps'
import type { ManualClock } from '../test-support/manual-clock'
import { waitFor } from '../test-support/test-relay'

/** Test helper: the latest view state of an engine, and a wait for a condition on it. */
export function watch(engine: FeedEngine) {
  let latest: FeedViewState | undefined
  engine.state$.subscribe((state) => (latest = state))
  return {
    get state(): FeedViewState {
      if (!latest) throw new Error('no state yet')
      return latest
    },
    until: (check: (state: FeedViewState) => boolean, timeoutMs = 5000) => waitFor(() => latest !== undefined && check(latest), timeoutMs),
  }
}

/** Feed deps over a pool with fixed follow distances (strangers 1000). */
export function testDeps(pool: FeedDeps['pool'], clock: ManualClock, distances: Record<string, number>, me?: string): FeedDeps {
  return {
    pool,
    clock,
    myPubkey$: of(me ?? null),
    followDistance: async (pubkey) => distances[pubkey] ?? 1000,
    follows: async () => [],
  }
}
