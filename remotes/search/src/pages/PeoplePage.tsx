import { useParams } from '@app/ui';
import { PeopleResultsView } from '../views/PeopleResultsView';
import { usePeopleResults } from './usePeopleResults';

/** /u/{query}: the ranked local index, then a NIP-50 search of the relays that support it. */
export default function PeoplePage() {
  const { query = '' } = useParams();
  const { local, relays } = usePeopleResults(query.trim());
  return <PeopleResultsView query={query} local={local} relays={relays} />;
}
