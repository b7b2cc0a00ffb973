import { useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, Page, PageHeader, Spinner, useCore } from '@app/ui';
import { SearchBox } from '../components/SearchBox';
import { SearchTabs } from '../components/SearchTabs';
import { PersonRow } from '../components/PersonRow';
import { useAsync } from '../components/useAsync';

/** /u/{query}: searches the profiles this client knows. */
export default function PeoplePage() {
  const { query = '' } = useParams();
  const navigate = useNavigate();
  const core = useCore();
  const results = useAsync(query, () => core.profiles.search(query, 20));
  return (
    <Page>
      <PageHeader title="People" />
      <SearchTabs active="/u" />
      <SearchBox initial={query} placeholder="Search people" onSubmit={(q) => navigate(q ? `/u/${encodeURIComponent(q)}` : '/u')} />
      {results.state === 'loading' && <Spinner label="Searching people" />}
      {results.state === 'error' && <ErrorState title="Search failed" message={results.message} />}
      {results.state === 'done' && results.value.length === 0 && <EmptyState title="No people found" />}
      {results.state === 'done' && results.value.map((profile) => <PersonRow key={profile.pubkey} profile={profile} />)}
    </Page>
  );
}
