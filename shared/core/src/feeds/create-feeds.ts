import { distinctUntilChanged, firstValueFrom, map, skip } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import type { KeyValueStorage } from '../policies/storage'
import type { FeedDeps } from './feed-deps'
import { createFeedEngine } from './feed-engine'
import { createFeedStore, type FeedStoreOptions } from './feed-store'
import type { FeedConfig, FeedEngine, FeedStore, FeedViewState } from './feed-types'
import { homeFeedConfig } from './home-feed'
import { createHomeSnapshot } from './home-snapshot'
import { createPreparedEngines } from './prepared-engines'
import { createSeenIds, type SeenIds } from './seen-ids'

/** `core.feeds`: the feed store, seen post ids, and a feed engine per config. */
export interface Feeds {
  store: FeedStore
  seen: SeenIds
  /** A running feed for the config; refreshes when the store's refresh signal changes. Dispose it when done. */
  engine(config: FeedConfig): FeedEngine
  /** Starts Home's feed ahead of the page (from the page it showed last time), while the feed remote loads. */
  prepareHome(): Promise<void>
  /** What a feed prepared for this config shows now (a page renders it at once, before its engine is claimed). */
  preparedState(config: FeedConfig): FeedViewState | undefined
  /** Forgets what the user saw: seen posts and Home's saved page (log out). */
  clearPrivate(): void
  dispose(): void
}

export interface FeedsDeps extends FeedDeps {
  storage: KeyValueStorage
  /** The signed-in user's key as stored, known before the signer loads (prepareHome uses it when given). */
  storedPubkey?: () => string | null
  storeOptions?: Omit<FeedStoreOptions, 'storage'>
}

export function createFeeds(deps: FeedsDeps): Feeds {
  const store = createFeedStore({ storage: deps.storage, ...deps.storeOptions })
  const seen = createSeenIds({ storage: deps.storage, clock: deps.clock })
  const engines = new Set<FeedEngine>()
  const prepared = createPreparedEngines(deps.clock)
  const snapshot = createHomeSnapshot(deps.storage, deps.clock)
  const refreshSignal$ = store.state$.pipe(
    map((state) => state.refreshSignal),
    distinctUntilChanged(),
    skip(1),
  )
  return {
    store,
    seen,
    engine(config) {
      return prepared.claim(config) ?? track(config)
    },
    async prepareHome() {
      const me = deps.storedPubkey ? deps.storedPubkey() : await firstValueFrom(deps.myPubkey$)
      const config = homeFeedConfig(store.get(), Boolean(me))
      prepared.prepare(config, (claimed) => {
        const initial = snapshot.read(config)
        // With last visit's page to show at once, the feed loads (its cache reads above all) once the page claims it,
        // so that work does not compete with the page's first paint; without one it loads while the page loads.
        const engine = track(config, initial, initial.length > 0 ? claimed : undefined)
        snapshot.follow(config, engine)
        return engine
      })
    },
    preparedState: (config) => prepared.peek(config),
    clearPrivate() {
      seen.clear()
      snapshot.clear()
    },
    dispose() {
      prepared.dispose()
      for (const engine of [...engines]) engine.dispose()
      seen.dispose()
    },
  }

  /** A running engine, refreshed by the store's refresh signal and disposed with the feeds. */
  function track(config: FeedConfig, initial?: NostrEvent[], loadAfter?: Promise<unknown>): FeedEngine {
    const pubkey = deps.storedPubkey?.() ?? undefined
    const engine = createFeedEngine({ ...deps, seen }, config, { initial, loadAfter, pubkey })
    const refreshes = refreshSignal$.subscribe(() => engine.refresh())
    const tracked: FeedEngine = {
      ...engine,
      dispose() {
        refreshes.unsubscribe()
        engines.delete(tracked)
        engine.dispose()
      },
    }
    engines.add(tracked)
    return tracked
  }
}
