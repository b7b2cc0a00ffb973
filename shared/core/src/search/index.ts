// @app/core/search (spec 1 §5, §9): what a search box needs beside the core, loaded with the first search box.
export { classifySearchInput, type SearchInput } from './search-input'
export { searchDestination, textSearchPath, type SearchDestination, type SearchLookups, type SearchScope } from './search-destination'
export { createSearchStore, recentSearchId, MAX_RECENT_SEARCHES, type RecentSearch, type SearchState, type SearchStore } from './search-store'
export { suggestionProfile, type PersonSuggestion } from './suggestions/people-index'
export { peopleSuggestionsOf, type PeopleSuggestions } from './suggestions/people-suggestions'
export { MAX_SUGGESTIONS, DEFAULT_DISTANCE } from './suggestions/suggestion-score'
export { searchCapableRelays, SEARCH_NIP } from './search-relays'
export { searchNotes, hashtagOf } from './search-notes'
