import { useParams } from '@app/ui';
import { useCore } from '@app/ui';
import { useAsync } from '../components/useAsync';
import { PeopleResultsView } from '../views/PeopleResultsView';

/** /u/{query}: searches known profiles and the relays' profiles (NIP-50). */
export default function PeoplePage() {
  const { query = '' } = useParams();
  const core = useCore();
  const results = useAsync(query, () => core.searchPeople(query, 20));
  return <PeopleResultsView query={query} results={results} />;
}
