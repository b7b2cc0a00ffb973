import type { CompactProfile } from '../../caches/compact-profile'
import type { ProfileCache } from '../../caches/profile-cache'
import type { SocialGraphStore } from '../../graph'
import type { PersonSuggestion } from './people-index'
import { MAX_SUGGESTIONS } from './suggestion-score'

/** Rows per message to the index: each clone stays short (about a millisecond), so the page never stalls. */
export const INDEX_BATCH_ROWS = 2000
/** New profiles are sent to the index together after this quiet time. */
export const INDEX_FLUSH_MS = 250

/** Suggestions while typing (spec 1 §9), computed beside the social graph, off the main thread. */
export interface PeopleSuggestions {
  /** Sends every cached profile to the index (once); call when a search box gets focus. */
  prepare(): Promise<void>
  /** The best people for `query` (at most 6 by default); waits for `prepare`. */
  suggest(query: string, limit?: number): Promise<PersonSuggestion[]>
  dispose(): void
}

export interface PeopleSuggestionsOptions {
  cache: Pick<ProfileCache, 'load' | 'rows' | 'onAdd'>
  graph: () => Promise<Pick<SocialGraphStore, 'indexPeople' | 'suggestPeople'>>
  setTimeout?: (run: () => void, ms: number) => unknown
}

const perCore = new WeakMap<object, PeopleSuggestions>()

/** The one PeopleSuggestions of a core (its profile cache and social graph), made on first use. */
export function peopleSuggestionsOf(core: { profileCache: PeopleSuggestionsOptions['cache']; graph: PeopleSuggestionsOptions['graph'] }): PeopleSuggestions {
  let people = perCore.get(core)
  if (!people) perCore.set(core, (people = createPeopleSuggestions({ cache: core.profileCache, graph: core.graph })))
  return people
}

/** Feeds the profile cache to the graph's people index in small batches, then each profile added to the cache. */
export function createPeopleSuggestions(opts: PeopleSuggestionsOptions): PeopleSuggestions {
  const later = opts.setTimeout ?? ((run, ms) => setTimeout(run, ms))
  let preparing: Promise<void> | null = null
  let pending: CompactProfile[] = []
  let flushScheduled = false
  let stopListening: () => void = () => {}

  function queue(row: CompactProfile) {
    pending.push(row)
    if (flushScheduled) return
    flushScheduled = true
    later(() => {
      flushScheduled = false
      const rows = pending
      pending = []
      void opts.graph().then((graph) => graph.indexPeople(rows)).catch(() => {})
    }, INDEX_FLUSH_MS)
  }

  async function indexAll() {
    const graph = await opts.graph()
    await opts.cache.load()
    stopListening = opts.cache.onAdd(queue)
    const rows = opts.cache.rows()
    // One batch at a time: each await lets the page run between two clones.
    for (let start = 0; start < rows.length; start += INDEX_BATCH_ROWS) await graph.indexPeople(rows.slice(start, start + INDEX_BATCH_ROWS))
  }

  const prepare = () => (preparing ??= indexAll().catch((error: unknown) => {
    preparing = null // the next focus tries again
    throw error
  }))

  return {
    prepare,
    async suggest(query, limit = MAX_SUGGESTIONS) {
      if (typeof query !== 'string' || !query.trim()) return []
      await prepare()
      return (await opts.graph()).suggestPeople(query, limit)
    },
    dispose: () => stopListening(),
  }
}
