import type { Timeline } from '@app/core';
import { ErrorState, Page, PageHeader, Spinner, lazyComponent } from '@app/ui';
import { SearchBox } from '../search-box/SearchBox';
import { SearchTabs } from '../components/SearchTabs';
import type { AsyncState } from '../components/useAsync';

/**
 * The notes (and with them the Nostr components of @app/ui/nostr) load with the first search: /search before
 * searching, a search box, does not download them.
 */
export const SearchResultNotes = lazyComponent<{ timeline: Timeline | null }>(
  () => import('./SearchResultNotes').then((module) => module.SearchResultNotes),
  () => <Spinner label="Searching" />,
);

export interface SearchResultsViewProps {
  /** The query in the address; empty before the first search. */
  query: string;
  /** The search, page by page, once its relays are known. */
  results: AsyncState<Timeline>;
}

/** Post search: the search box and the matching notes (more on scroll), with loading, empty and error states. */
export function SearchResultsView({ query, results }: SearchResultsViewProps) {
  return (
    <Page>
      <PageHeader title="Search" />
      <SearchTabs active="/search" />
      <SearchBox scope="posts" initial={query} label="Search posts" />
      {results.state === 'loading' && <SearchResultNotes timeline={null} />}
      {results.state === 'error' && <ErrorState title="Search failed" message={results.message} />}
      {results.state === 'done' && <SearchResultNotes timeline={results.value} />}
    </Page>
  );
}
