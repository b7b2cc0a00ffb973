import type { Clock } from '../policies/clock'
import type { FeedConfig, FeedEngine, FeedViewState } from './feed-types'

/** How long a feed started ahead of its page waits to be claimed before it is stopped. */
export const PREPARED_ENGINE_TTL_MS = 15_000

/**
 * Feeds started before their page asks for them (e.g. Home's feed while the feed remote still loads): the first
 * `claim` of an equal config takes the running engine; unclaimed ones stop after the TTL.
 */
export function createPreparedEngines(clock: Clock) {
  const prepared = new Map<string, { engine: FeedEngine; timer: unknown; claim: () => void }>()
  const keyOf = (config: FeedConfig) => JSON.stringify(config)

  return {
    /** Starts a feed for `config`; `claimed` settles when a page takes it. */
    prepare(config: FeedConfig, create: (claimed: Promise<void>) => FeedEngine): void {
      const key = keyOf(config)
      if (prepared.has(key)) return
      let claim = () => {}
      const engine = create(new Promise<void>((resolve) => (claim = resolve)))
      const timer = clock.setTimeout(() => {
        prepared.delete(key)
        engine.dispose()
      }, PREPARED_ENGINE_TTL_MS)
      prepared.set(key, { engine, timer, claim })
    },
    /** The current view of the feed prepared for this config, without taking it. */
    peek(config: FeedConfig): FeedViewState | undefined {
      const entry = prepared.get(keyOf(config))
      if (!entry) return undefined
      let current: FeedViewState | undefined
      entry.engine.state$.subscribe((state) => (current = state)).unsubscribe()
      return current
    },
    claim(config: FeedConfig): FeedEngine | undefined {
      const key = keyOf(config)
      const entry = prepared.get(key)
      if (!entry) return undefined
      prepared.delete(key)
      clock.clearTimeout(entry.timer)
      entry.claim()
      return entry.engine
    },
    dispose(): void {
      for (const { engine, timer } of prepared.values()) {
        clock.clearTimeout(timer)
        engine.dispose()
      }
      prepared.clear()
    },
  }
}
