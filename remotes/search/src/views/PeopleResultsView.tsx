import { EmptyState, ErrorState, Page, PageHeader, Spinner } from '@app/ui';
import { PersonRow } from '../components/PersonRow';
import { SearchTabs } from '../components/SearchTabs';
import type { AsyncState } from '../components/useAsync';
import type { PersonResult } from '../pages/usePeopleResults';
import { SearchBox } from '../search-box/SearchBox';

export interface PeopleResultsViewProps {
  /** The query in the address; empty before the first search. */
  query: string;
  /** The ranked local index's people (null while it answers). */
  local: PersonResult[] | null;
  /** People only the relays' NIP-50 search found. */
  relays: AsyncState<PersonResult[]>;
}

/** People search: the search box, the ranked known people, then those the relays found, with follow buttons. */
export function PeopleResultsView({ query, local, relays }: PeopleResultsViewProps) {
  const found = [...(local ?? []), ...(relays.state === 'done' ? relays.value : [])];
  const searching = query.trim() !== '' && (local === null || relays.state === 'loading');
  return (
    <Page>
      <PageHeader title="People" />
      <SearchTabs active="/u" />
      <SearchBox scope="people" initial={query} label="Search people" />
      {found.map(({ profile, distance }) => (
        <PersonRow key={profile.pubkey} profile={profile} distance={distance} />
      ))}
      {searching && <Spinner label={local === null ? 'Searching people' : 'Searching relays'} />}
      {relays.state === 'error' && <ErrorState title="Relay search failed" message={relays.message} />}
      {!searching && relays.state === 'done' && found.length === 0 && <EmptyState title="No people found" />}
    </Page>
  );
}
