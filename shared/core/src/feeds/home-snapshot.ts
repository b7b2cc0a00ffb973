import type { NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import { readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import { isValidEventShape } from '../relay/protocol/event-shape'
import { FEED_PAGE_SIZE } from './feed-constants'
import type { FeedConfig, FeedEngine } from './feed-types'

export const HOME_SNAPSHOT_KEY = 'feed-home-snapshot'
/** A snapshot older than this is not shown (the popular window moves on). */
export const HOME_SNAPSHOT_MAX_AGE_MS = 6 * 3600_000
/** Saved this long after Home's list last changed. */
export const HOME_SNAPSHOT_SAVE_MS = 1000

interface Snapshot {
  config: string
  savedAt: number
  events: NostrEvent[]
}

/**
 * The first page Home showed last time, kept so the next start shows it at once (then the feed loads as usual,
 * adding to it): an app opening on a warm cache paints its feed with its first frame.
 */
export function createHomeSnapshot(storage: KeyValueStorage, clock: Clock) {
  const keyOf = (config: FeedConfig) => JSON.stringify(config)

  return {
    /** The events saved for this feed config, if recent enough and well formed. */
    read(config: FeedConfig): NostrEvent[] {
      const stored = readJson(storage, HOME_SNAPSHOT_KEY) as Partial<Snapshot> | undefined
      if (!stored || stored.config !== keyOf(config) || !Array.isArray(stored.events)) return []
      if (typeof stored.savedAt !== 'number' || clock.now() - stored.savedAt > HOME_SNAPSHOT_MAX_AGE_MS) return []
      return stored.events.filter(isValidEventShape).slice(0, FEED_PAGE_SIZE)
    },
    /** Saves the engine's first page as it changes, until the engine stops. */
    follow(config: FeedConfig, engine: FeedEngine): void {
      let timer: unknown = null
      let latest: NostrEvent[] = []
      const save = () => {
        timer = null
        writeJson(storage, HOME_SNAPSHOT_KEY, { config: keyOf(config), savedAt: clock.now(), events: latest } satisfies Snapshot)
      }
      engine.state$.subscribe({
        next(state) {
          const page = state.events.slice(0, FEED_PAGE_SIZE)
          if (page.length === 0 || page.map((e) => e.id).join() === latest.map((e) => e.id).join()) return
          latest = page
          if (timer !== null) clock.clearTimeout(timer)
          timer = clock.setTimeout(save, HOME_SNAPSHOT_SAVE_MS)
        },
        complete() {
          if (timer !== null) clock.clearTimeout(timer)
        },
      })
    },
    clear(): void {
      writeJson(storage, HOME_SNAPSHOT_KEY, null)
    },
  }
}
