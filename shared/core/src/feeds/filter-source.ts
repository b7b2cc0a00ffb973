import type { Filter, NostrEvent } from '../nostr-types'
import { FEED_PAGE_SIZE } from './feed-constants'
import { queryEvents, streamEvents, type FeedDeps } from './feed-deps'

/** Where a feed's events come from; the engine filters and places them. */
export interface FeedSource {
  /**
   * Starts delivering events to `emit`, which says whether the feed's filters kept the event; `ended` is called when
   * nothing more can ever come (a strategy that ran out of windows to widen).
   */
  start(emit: (event: NostrEvent) => boolean, ended?: () => void): void
  /** Asks for `count` more events (older, or next-ranked); resolves false when nothing more can come. */
  more(count: number, oldest: number | undefined): Promise<boolean>
  dispose(): void
  /** The authors the source asked for by name (the user's follows): they count as within the feed's distance. */
  readonly authors?: ReadonlySet<string>
}

/** A filter feed: cached events, then the relays' stored and live events; older pages with `until`. */
export function createFilterSource(deps: Pick<FeedDeps, 'pool' | 'cache'>, filter: Filter): FeedSource {
  let stop: (() => void) | null = null
  let emit: (event: NostrEvent) => boolean = () => false
  return {
    start(sink) {
      emit = sink
      stop = streamEvents(deps, filter, { event: (event) => void sink(event) }, true)
    },
    async more(count, oldest) {
      const { since: _since, ...rest } = filter
      // `until` is inclusive: one more than the page, as the oldest event shown usually comes back.
      const limit = Math.max(count, FEED_PAGE_SIZE) + (oldest === undefined ? 0 : 1)
      const page = await queryEvents(deps, { ...rest, limit, ...(oldest === undefined ? {} : { until: oldest }) })
      page.forEach((event) => emit(event))
      return page.length >= limit
    },
    dispose: () => stop?.(),
  }
}
