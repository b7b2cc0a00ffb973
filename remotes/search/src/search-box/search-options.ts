import type { PersonSuggestion } from '@app/core';
import type { RecentSearch, SearchInput, SearchScope } from '@app/core/search';

/** The classifier of @app/core/search (passed in: that module loads with the box's first use). */
export type Classify = (text: string) => SearchInput;

/** One row of the search box's list: a suggested person, the text search itself, or a recent search. */
export type SearchOption =
  | { kind: 'person'; id: string; person: PersonSuggestion }
  | { kind: 'search'; id: string; query: string; scope: SearchScope; label: string }
  | { kind: 'recent'; id: string; entry: RecentSearch };

/** The label of the row that takes the typed text as it is: a search in the scope, or opening an identifier. */
export function searchLabel(query: string, scope: SearchScope, classify: Classify): string {
  const input = classify(query);
  if (input.type === 'invoice') return 'Pay this invoice in the wallet';
  if (input.type !== 'text') return `Open “${query}”`;
  return scope === 'people' ? `Search people for “${query}”` : `Search posts for “${query}”`;
}

/**
 * The rows while typing: the suggested people and the text search. The search comes first unless the best person's
 * name starts with the query (spec 1 §9's prefix boost), so Enter opens a named person and searches anything else.
 */
export function typingOptions(query: string, people: PersonSuggestion[], scope: SearchScope, classify: Classify): SearchOption[] {
  const text = query.trim();
  if (!text) return [];
  const personRows = people.map((person): SearchOption => ({ kind: 'person', id: `person-${person.pubkey}`, person }));
  const searchRow: SearchOption = { kind: 'search', id: `search-${scope}`, query: text, scope, label: searchLabel(text, scope, classify) };
  const namedFirst = people.length > 0 && startsWithQuery(people[0], text) && classify(text).type === 'text';
  return namedFirst ? [...personRows, searchRow] : [searchRow, ...personRows];
}

function startsWithQuery(person: PersonSuggestion, query: string): boolean {
  const needle = query.toLowerCase();
  return person.name.toLowerCase().startsWith(needle) || person.nip05.toLowerCase().startsWith(needle);
}

/** The rows of an empty, focused box: the recent searches. */
export function recentOptions(recent: RecentSearch[]): SearchOption[] {
  return recent.map((entry, index) => ({ kind: 'recent', id: `recent-${index}`, entry }));
}
