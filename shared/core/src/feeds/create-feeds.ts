import { distinctUntilChanged, firstValueFrom, map, skip } from 'rxjs'
import type { KeyValueStorage } from '../policies/storage'
import type { FeedDeps } from './feed-deps'
import { createFeedEngine } from './feed-engine'
import { createFeedStore, type FeedStoreOptions } from './feed-store'
import type { FeedConfig, FeedEngine, FeedStore } from './feed-types'
import { homeFeedConfig } from './home-feed'
import { createPreparedEngines } from './prepared-engines'
import { createSeenIds, type SeenIds } from './seen-ids'

/** `core.feeds`: the feed store, seen post ids, and a feed engine per config. */
export interface Feeds {
  store: FeedStore
  seen: SeenIds
  /** A running feed for the config; refreshes when the store's refresh signal changes. Dispose it when done. */
  engine(config: FeedConfig): FeedEngine
  /** Starts Home's feed ahead of the page, so its first items load while the feed remote does. */
  prepareHome(): Promise<void>
  dispose(): void
}

export interface FeedsDeps extends FeedDeps {
  storage: KeyValueStorage
  storeOptions?: Omit<FeedStoreOptions, 'storage'>
}

export function createFeeds(deps: FeedsDeps): Feeds {
  const store = createFeedStore({ storage: deps.storage, ...deps.storeOptions })
  const seen = createSeenIds({ storage: deps.storage, clock: deps.clock })
  const engines = new Set<FeedEngine>()
  const prepared = createPreparedEngines(deps.clock)
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
      const me = await firstValueFrom(deps.myPubkey$)
      prepared.prepare(homeFeedConfig(store.get(), Boolean(me)), track)
    },
    dispose() {
      prepared.dispose()
      for (const engine of [...engines]) engine.dispose()
      seen.dispose()
    },
  }

  /** A running engine, refreshed by the store's refresh signal and disposed with the feeds. */
  function track(config: FeedConfig): FeedEngine {
    const engine = createFeedEngine({ ...deps, seen }, config)
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
