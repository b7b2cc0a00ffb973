import { distinctUntilChanged, map, skip } from 'rxjs'
import type { KeyValueStorage } from '../policies/storage'
import type { FeedDeps } from './feed-deps'
import { createFeedEngine } from './feed-engine'
import { createFeedStore, type FeedStoreOptions } from './feed-store'
import type { FeedConfig, FeedEngine, FeedStore } from './feed-types'
import { createSeenIds, type SeenIds } from './seen-ids'

/** `core.feeds`: the feed store, seen post ids, and a feed engine per config. */
export interface Feeds {
  store: FeedStore
  seen: SeenIds
  /** A running feed for the config; refreshes when the store's refresh signal changes. Dispose it when done. */
  engine(config: FeedConfig): FeedEngine
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
  const refreshSignal$ = store.state$.pipe(
    map((state) => state.refreshSignal),
    distinctUntilChanged(),
    skip(1),
  )
  return {
    store,
    seen,
    engine(config) {
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
    },
    dispose() {
      for (const engine of [...engines]) engine.dispose()
      seen.dispose()
    },
  }
}
