import { Link } from '@app/ui';
import { relayPagePath, type RelayStatus } from '@app/core';
import { EmptyState, ErrorState, Page, PageHeader, Spinner } from '@app/ui';
import type { RelayInfo } from '../components/relay-info';
import { SearchTabs } from '../components/SearchTabs';
import type { AsyncState } from '../components/useAsync';

export interface RelayInfoViewProps {
  /** The relay to describe; empty to list the relays in use instead. */
  relayUrl: string;
  /** The pool's relays and their connection states. */
  statuses: RelayStatus[];
  /** The relay's NIP-11 document ('idle' while no relay is chosen). */
  info: AsyncState<RelayInfo>;
  /** The path names no relay address (its error says so instead of a failed fetch). */
  invalidAddress?: boolean;
}

function RelayInfoList({ info }: { info: RelayInfo }) {
  return (
    <dl>
      <dt>Name</dt><dd>{info.name ?? '—'}</dd>
      <dt>Description</dt><dd>{info.description ?? '—'}</dd>
      <dt>Software</dt><dd>{[info.software, info.version].filter(Boolean).join(' ') || '—'}</dd>
      <dt>Supported NIPs</dt><dd>{info.supported_nips?.join(', ') ?? '—'}</dd>
    </dl>
  );
}

/** A relay's NIP-11 information (loading, error, found), or the list of relays in use. */
export function RelayInfoView({ relayUrl, statuses, info, invalidAddress = false }: RelayInfoViewProps) {
  return (
    <Page>
      <PageHeader title={relayUrl || 'Relays'} />
      <SearchTabs active="/relay" />
      {!relayUrl && statuses.length === 0 && <EmptyState title="No relays configured" />}
      {!relayUrl && statuses.map((status) => (
        <p key={status.url}>
          <Link to={relayPagePath(status.url)}>{status.url}</Link> · {status.state}
        </p>
      ))}
      {info.state === 'loading' && <Spinner label="Loading relay information" />}
      {info.state === 'error' && <ErrorState title={invalidAddress ? 'Invalid relay address' : 'Relay information unavailable'} message={info.message} />}
      {info.state === 'done' && <RelayInfoList info={info.value} />}
    </Page>
  );
}
