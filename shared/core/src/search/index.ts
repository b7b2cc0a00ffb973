// Search (spec 1 §5, §9): input classification, destinations, suggestions, the search store.
export { classifySearchInput, type SearchInput } from './search-input'
export { searchDestination, textSearchPath, type SearchDestination, type SearchScope } from './search-destination'
export { createSearchStore, recentSearchId, MAX_RECENT_SEARCHES, type RecentSearch, type SearchState, type SearchStore } from './search-store'
export type { PersonSuggestion } from './suggestions/people-index'
export { MAX_SUGGESTIONS, DEFAULT_DISTANCE } from './suggestions/suggestion-score'
