import type { Profile } from '@app/core';
import { EmptyState, ErrorState, Page, PageHeader, Spinner } from '@app/ui';
import { PersonRow } from '../components/PersonRow';
import { SearchBox } from '../search-box/SearchBox';
import { SearchTabs } from '../components/SearchTabs';
import type { AsyncState } from '../components/useAsync';

export interface PeopleResultsViewProps {
  /** The query in the address; empty before the first search. */
  query: string;
  results: AsyncState<Profile[]>;
}

/** People search: the search box and the matching profiles, with loading, empty and error states. */
export function PeopleResultsView({ query, results }: PeopleResultsViewProps) {
  return (
    <Page>
      <PageHeader title="People" />
      <SearchTabs active="/u" />
      <SearchBox scope="people" initial={query} label="Search people" />
      {results.state === 'loading' && <Spinner label="Searching people" />}
      {results.state === 'error' && <ErrorState title="Search failed" message={results.message} />}
      {results.state === 'done' && results.value.length === 0 && <EmptyState title="No people found" />}
      {results.state === 'done' && results.value.map((profile) => <PersonRow key={profile.pubkey} profile={profile} />)}
    </Page>
  );
}
