import { useCore, useParams } from '@app/ui';
import { useAsync } from '../components/useAsync';
import { SearchResultsView } from '../views/SearchResultsView';

/** /search/{query}: post search, page by page (its code loads with the first query: /search alone is the box). */
export default function SearchPage() {
  const { query = '' } = useParams();
  const core = useCore();
  const results = useAsync(query, () => import('./search-posts').then(({ postsTimeline }) => postsTimeline(core, query)));
  return <SearchResultsView query={query} results={results} />;
}
