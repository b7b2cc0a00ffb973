import { useParams } from '@app/ui';
import { useCore } from '@app/ui';
import { useAsync } from '../components/useAsync';
import { SearchResultsView } from '../views/SearchResultsView';

/** /search/{query}: post search on the relays (a `#tag` query lists the tagged posts, spec 2). */
export default function SearchPage() {
  const { query = '' } = useParams();
  const core = useCore();
  const results = useAsync(query, () => core.searchNotes(query, 30));
  return <SearchResultsView query={query} results={results} />;
}
