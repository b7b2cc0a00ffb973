import type { Observable } from 'rxjs'
import { defaultStorage, type KeyValueStorage } from '../policies/storage'
import { createPersistedStore } from '../stores/persisted-store'

/** Spec 1 §9: recent searches are capped at 6. */
export const MAX_RECENT_SEARCHES = 6
/** The storage key of the search store (spec 1 §3 'Stored settings'). */
export const SEARCH_STORAGE_KEY = 'search-storage'

/** A chosen suggestion (a person) or a submitted text search. */
export type RecentSearch =
  | { type: 'person'; pubkey: string; name: string; nip05: string; picture: string }
  | { type: 'text'; query: string }

/** Spec 1 §3 'Stored settings': recent searches, the show-unknown-users toggle; spec 2's marketDisplayAs. */
export interface SearchState {
  recentSearches: RecentSearch[]
  /** Posts search: show posts from users outside the social graph (on by default: a search finds anything). */
  showEventsByUnknownUsers: boolean
  /** Spec 2 §3 UI settings: the market as a list or a map. */
  marketDisplayAs: DisplayAs
}

/** How the market shows its listings. */
export type DisplayAs = 'list' | 'map'

const DEFAULTS: SearchState = { recentSearches: [], showEventsByUnknownUsers: true, marketDisplayAs: 'list' }

/** One identity per entry: a person by key, a text by its lower-cased query. */
export const recentSearchId = (entry: RecentSearch) => (entry.type === 'person' ? `p:${entry.pubkey}` : `t:${entry.query.toLowerCase()}`)

export interface SearchStore {
  readonly recent$: Observable<RecentSearch[]>
  readonly showUnknownUsers$: Observable<boolean>
  readonly marketDisplayAs$: Observable<DisplayAs>
  /** Puts the entry first (once), keeping the newest 6. */
  addRecent(entry: RecentSearch): void
  removeRecent(entry: RecentSearch): void
  clearRecent(): void
  setShowUnknownUsers(show: boolean): void
  setMarketDisplayAs(display: DisplayAs): void
  get(): SearchState
}

/** Well-formed stored entries only: what another version or a hand edit left is dropped, not shown. */
function isRecentSearch(value: unknown): value is RecentSearch {
  const entry = value as Record<string, unknown> | null
  if (!entry || typeof entry !== 'object') return false
  if (entry.type === 'text') return typeof entry.query === 'string' && entry.query.trim() !== ''
  return entry.type === 'person' && typeof entry.pubkey === 'string' && /^[0-9a-f]{64}$/.test(entry.pubkey) && typeof entry.name === 'string'
}

/** The search store over `storage` (localStorage by default). */
export function createSearchStore(storage: KeyValueStorage = defaultStorage()): SearchStore {
  const store = createPersistedStore<SearchState>({
    storage,
    key: SEARCH_STORAGE_KEY,
    version: 1,
    defaults: DEFAULTS,
    onLoad: (state) => ({
      recentSearches: Array.isArray(state.recentSearches) ? state.recentSearches.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [],
      showEventsByUnknownUsers: state.showEventsByUnknownUsers !== false,
      marketDisplayAs: state.marketDisplayAs === 'map' ? 'map' : 'list',
    }),
  })
  const without = (entry: RecentSearch) => store.get().recentSearches.filter((other) => recentSearchId(other) !== recentSearchId(entry))
  return {
    recent$: store.select('recentSearches'),
    showUnknownUsers$: store.select('showEventsByUnknownUsers'),
    marketDisplayAs$: store.select('marketDisplayAs'),
    addRecent(entry) {
      if (!isRecentSearch(entry)) return
      store.update({ recentSearches: [entry, ...without(entry)].slice(0, MAX_RECENT_SEARCHES) })
    },
    removeRecent: (entry) => store.update({ recentSearches: without(entry) }),
    clearRecent: () => store.update({ recentSearches: [] }),
    setShowUnknownUsers: (show) => store.update({ showEventsByUnknownUsers: show }),
    setMarketDisplayAs: (display) => store.update({ marketDisplayAs: display === 'map' ? 'map' : 'list' }),
    get: store.get,
  }
}
