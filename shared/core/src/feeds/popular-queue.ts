import type { NostrEvent } from '../nostr-types'
import { nowInSeconds } from '../policies/clock'
import {
  KIND_REACTION,
  KIND_REPOST,
  POPULAR_MAX_TRIES,
  POPULAR_READY_POSTS,
  POPULAR_SUBSCRIPTION_LIMIT,
  POPULAR_WIDEN_AFTER_MS,
  POPULAR_WIDEN_PENDING,
  POPULAR_WINDOW_S,
  POPULAR_WINDOW_STEP_S,
} from './feed-constants'
import { streamEvents, type FeedDeps } from './feed-deps'
import { listeners, type RankedQueue } from './ranked-queue'

/** The post a reaction or repost is about: its last e tag (NIP-25/NIP-18). */
export function reactionTarget(event: NostrEvent): string | undefined {
  return event.tags.filter((tag) => tag[0] === 'e' && /^[0-9a-f]{64}$/.test(tag[1] ?? '')).at(-1)?.[1]
}

/**
 * Spec 1 §9 Popular: reactions and reposts in a 48 h window (limit 1000), posts ranked by how many; ready after 5
 * distinct posts; if 20 or fewer are pending 5 s after a window starts, the window widens by 24 h (up to 3 tries).
 */
export function createPopularQueue(deps: Pick<FeedDeps, 'pool' | 'cache' | 'clock'>, authors?: string[]): RankedQueue {
  const { clock } = deps
  const counts = new Map<string, Set<string>>()
  const taken = new Set<string>()
  /** Posts the cache lacked, being fetched from the relays; they rank again once here. */
  const fetching = new Set<string>()
  const fetched = new Map<string, NostrEvent>()
  const seenReactions = new Set<string>()
  const change = listeners()
  const stops: Array<() => void> = []
  const startedAt = nowInSeconds(clock)
  let tries = 0
  let windowS = POPULAR_WINDOW_S
  let loading = 0
  let reachedEose = false
  /** Set once 5 distinct posts are pending, or every window's stored reactions are in; stays set. */
  let isReady = false
  let timer: unknown = null
  let disposed = false

  const pendingIds = () => [...counts.entries()].filter(([id]) => !taken.has(id) && !fetching.has(id)).sort((a, b) => b[1].size - a[1].size)

  /** The posts already here: fetched before, or in the local cache. */
  async function local(ids: string[]): Promise<Map<string, NostrEvent>> {
    const found = new Map(ids.flatMap((id) => (fetched.has(id) ? [[id, fetched.get(id)!] as const] : [])))
    const rest = ids.filter((id) => !found.has(id))
    if (rest.length > 0 && deps.cache) for (const event of await deps.cache.query({ ids: rest }).catch(() => [])) found.set(event.id, event)
    return found
  }

  async function fromRelays(ids: string[]): Promise<Map<string, NostrEvent>> {
    const events = await deps.pool.query([{ ids }]).catch(() => [] as NostrEvent[])
    return new Map(events.filter((event) => ids.includes(event.id)).map((event) => [event.id, event]))
  }

  /** Fetches posts the cache lacked while the cached ones show; they are taken by a later page. */
  function fetchLater(ids: string[]) {
    ids.forEach((id) => fetching.add(id))
    void fromRelays(ids).then((found) => {
      for (const id of ids) {
        fetching.delete(id)
        const event = found.get(id)
        if (event) fetched.set(id, event)
        else taken.add(id) // not on the relays either: never shown
      }
      change.notify()
    })
  }

  function count(event: NostrEvent, notify: boolean) {
    if (seenReactions.has(event.id)) return
    seenReactions.add(event.id)
    const target = reactionTarget(event)
    if (!target) return
    const reactors = counts.get(target) ?? new Set<string>()
    reactors.add(event.pubkey)
    counts.set(target, reactors)
    if (notify) change.notify()
  }

  function load(since: number, until: number) {
    loading++
    // The cache's reactions come as one batch: all of them are ranked before the first page is taken.
    let fromCache = true
    const filter = { kinds: [KIND_REACTION, KIND_REPOST], since, until, limit: POPULAR_SUBSCRIPTION_LIMIT, ...(authors?.length ? { authors } : {}) }
    stops.push(
      streamEvents(deps, filter, {
        event: (event) => count(event, !fromCache),
        eose: () => {
          loading--
          reachedEose = true
          change.notify()
        },
        cached: () => {
          fromCache = false
          change.notify()
        },
      }),
    )
    timer = clock.setTimeout(checkWiden, POPULAR_WIDEN_AFTER_MS)
  }

  function checkWiden() {
    timer = null
    if (disposed) return
    if (tries >= POPULAR_MAX_TRIES || pendingIds().length > POPULAR_WIDEN_PENDING) return change.notify() // may be exhausted now
    tries++
    const until = startedAt - windowS
    windowS += POPULAR_WINDOW_STEP_S
    load(startedAt - windowS, until)
  }

  load(startedAt - windowS, startedAt)

  return {
    pending: () => pendingIds().length,
    // Spec 1 §9: ready after 5 distinct posts (as they arrive, like the peers), or once the windows' EOSE came.
    ready: () => (isReady ||= pendingIds().length >= POPULAR_READY_POSTS || (reachedEose && loading === 0)),
    async take(n) {
      const ids = pendingIds().slice(0, n).map(([id]) => id)
      ids.forEach((id) => taken.add(id))
      if (timer === null && loading === 0) checkWiden()
      if (ids.length === 0) return []
      // Cache first: with some of the page here, show those now and fetch the rest for a later page.
      let found = await local(ids)
      const missing = ids.filter((id) => !found.has(id))
      if (found.size === 0) found = await fromRelays(ids)
      else if (missing.length > 0) {
        missing.forEach((id) => taken.delete(id))
        fetchLater(missing)
      }
      return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []))
    },
    loading: () => loading > 0 || fetching.size > 0,
    exhausted: () => pendingIds().length === 0 && loading === 0 && fetching.size === 0 && timer === null && tries >= POPULAR_MAX_TRIES,
    onChange: change.add,
    dispose() {
      disposed = true
      if (timer !== null) clock.clearTimeout(timer)
      stops.forEach((stop) => stop())
    },
  }
}

/** The window the popular queue reads, after `tries` widenings (for tests and the UI). */
export function popularWindowSeconds(tries: number): number {
  return POPULAR_WINDOW_S + tries * POPULAR_WINDOW_STEP_S
}
