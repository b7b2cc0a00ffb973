import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, Page, PageHeader, Spinner, useCore, useObservable } from '@app/ui';
import { SearchTabs } from '../components/SearchTabs';
import { useAsync } from '../components/useAsync';

interface RelayInfo {
  name?: string;
  description?: string;
  software?: string;
  version?: string;
  supported_nips?: number[];
}

async function fetchRelayInfo(url: string): Promise<RelayInfo> {
  const response = await fetch(url.replace(/^ws/, 'http'), { headers: { Accept: 'application/nostr+json' } });
  if (!response.ok) throw new Error(`Failed to fetch relay information: ${response.status} ${response.statusText}`);
  return response.json();
}

/** /relay/{url}: the relay's NIP-11 information; /relay lists the relays in use. */
export default function RelayPage() {
  const { url = '' } = useParams();
  const relayUrl = decodeURIComponent(url);
  const core = useCore();
  const statuses = useObservable(core.pool.status$, []);
  const info = useAsync(relayUrl, () => fetchRelayInfo(relayUrl));
  return (
    <Page>
      <PageHeader title={relayUrl || 'Relays'} />
      <SearchTabs active="/relay" />
      {!relayUrl && statuses.length === 0 && <EmptyState title="No relays configured" />}
      {!relayUrl && statuses.map((status) => (
        <p key={status.url}>
          <Link to={`/relay/${encodeURIComponent(status.url)}`}>{status.url}</Link> · {status.state}
        </p>
      ))}
      {info.state === 'loading' && <Spinner label="Loading relay information" />}
      {info.state === 'error' && <ErrorState title="Relay information unavailable" message={info.message} />}
      {info.state === 'done' && (
        <dl>
          <dt>Name</dt><dd>{info.value.name ?? '—'}</dd>
          <dt>Description</dt><dd>{info.value.description ?? '—'}</dd>
          <dt>Software</dt><dd>{[info.value.software, info.value.version].filter(Boolean).join(' ') || '—'}</dd>
          <dt>Supported NIPs</dt><dd>{info.value.supported_nips?.join(', ') ?? '—'}</dd>
        </dl>
      )}
    </Page>
  );
}
