import { newestFirst } from '../events/event-order'
import type { NostrEvent } from '../nostr-types'
import { nowInSeconds } from '../policies/clock'
import { CHRONO_LIMIT, CHRONO_PENDING_THRESHOLD, CHRONO_START_PENDING, CHRONO_WINDOW_STEP_S, KIND_ARTICLE, KIND_NOTE } from './feed-constants'
import { streamEvents, type FeedDeps } from './feed-deps'
import { listeners, type RankedQueue } from './ranked-queue'

/** Ours: the chronological window stops widening after this many days without results. */
export const CHRONO_MAX_EMPTY_WIDENINGS = 7

/**
 * Spec 1 §9 Chronological: notes and long-form posts by the followed authors (limit 300), newest first, in a
 * 1-day window that widens by 1 day whenever 15 or fewer are pending; ready once 5 are pending.
 */
export function createChronoQueue(deps: Pick<FeedDeps, 'pool' | 'cache' | 'clock'>, authors?: string[]): RankedQueue {
  const change = listeners()
  const ids = new Set<string>()
  const stops: Array<() => void> = []
  let pending: NostrEvent[] = []
  let until = nowInSeconds(deps.clock)
  let loading = false
  let reachedEose = false
  let emptyWindows = 0
  let found = 0

  function load() {
    if (loading || emptyWindows >= CHRONO_MAX_EMPTY_WIDENINGS) return
    loading = true
    found = 0
    const since = until - CHRONO_WINDOW_STEP_S
    const filter = { kinds: [KIND_NOTE, KIND_ARTICLE], since, until, limit: CHRONO_LIMIT, ...(authors?.length ? { authors } : {}) }
    until = since - 1
    stops.push(streamEvents(deps, filter, { event: add, eose: windowDone }))
  }

  function add(event: NostrEvent) {
    if (ids.has(event.id)) return
    ids.add(event.id)
    found++
    pending = [...pending, event].sort(newestFirst)
    change.notify()
  }

  function windowDone() {
    loading = false
    reachedEose = true
    emptyWindows = found === 0 ? emptyWindows + 1 : 0
    if (pending.length <= CHRONO_PENDING_THRESHOLD) load()
    change.notify()
  }

  load()
  return {
    pending: () => pending.length,
    ready: () => pending.length >= CHRONO_START_PENDING || (reachedEose && !loading),
    async take(n) {
      const page = pending.slice(0, n)
      pending = pending.slice(n)
      if (pending.length <= CHRONO_PENDING_THRESHOLD) load()
      return page
    },
    loading: () => loading,
    exhausted: () => pending.length === 0 && !loading && emptyWindows >= CHRONO_MAX_EMPTY_WIDENINGS,
    onChange: change.add,
    dispose: () => stops.forEach((stop) => stop()),
  }
}
