import { useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, LiveNoteCard, NoteCardSkeleton, Page, PageHeader, useCore } from '@app/ui';
import { SearchBox } from '../components/SearchBox';
import { SearchTabs } from '../components/SearchTabs';
import { useAsync } from '../components/useAsync';

/** /search/{query}: a NIP-50 search of notes on the relays. */
export default function SearchPage() {
  const { query = '' } = useParams();
  const navigate = useNavigate();
  const core = useCore();
  const results = useAsync(query, () => core.searchNotes(query, 30));
  return (
    <Page>
      <PageHeader title="Search" />
      <SearchTabs active="/search" />
      <SearchBox initial={query} placeholder="Search posts" onSubmit={(q) => navigate(q ? `/search/${encodeURIComponent(q)}` : '/search')} />
      {results.state === 'loading' && <NoteCardSkeleton />}
      {results.state === 'error' && <ErrorState title="Search failed" message={results.message} />}
      {results.state === 'done' && results.value.length === 0 && <EmptyState title="No posts found" />}
      {results.state === 'done' && results.value.map((event) => <LiveNoteCard key={event.id} event={event} />)}
    </Page>
  );
}
