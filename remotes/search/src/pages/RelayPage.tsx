import { useParams } from '@app/ui';
import { useCore, useObservable } from '@app/ui';
import { useAsync } from '../components/useAsync';
import { RelayInfoView } from '../views/RelayInfoView';

/** /relay/{url}: the relay's NIP-11 information; /relay lists the relays in use. */
export default function RelayPage() {
  const { url = '' } = useParams();
  const relayUrl = decodeURIComponent(url);
  const core = useCore();
  const statuses = useObservable(core.pool.status$, []);
  const info = useAsync(relayUrl, () => core.relayInfo.fetchRelayInfo(relayUrl));
  return <RelayInfoView relayUrl={relayUrl} statuses={statuses} info={info} />;
}
