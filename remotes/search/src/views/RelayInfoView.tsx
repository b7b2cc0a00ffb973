import { Button, EmptyState, ErrorState, Link, Page, PageHeader, Spinner, lazyComponent } from '@app/ui';
import { relayPagePath, type RelayStatus, type Timeline } from '@app/core';
import { DiscoveredRelays } from '../components/DiscoveredRelays';
import { RelayDocument } from '../components/RelayDocument';
import type { RelayInfo } from '../components/relay-info';
import { SearchTabs } from '../components/SearchTabs';
import type { AsyncState } from '../components/useAsync';

/** The relay's feed and its note cards load after the relay's information. */
const RelayFeed = lazyComponent<{ timeline: Timeline }>(() => import('../components/RelayFeed').then((module) => module.RelayFeed));

export interface RelayInfoViewProps {
  /** The relay to describe; empty to list the relays in use instead. */
  relayUrl: string;
  /** The pool's relays and their connection states. */
  statuses: RelayStatus[];
  /** The relay's NIP-11 document ('idle' while no relay is chosen). */
  info: AsyncState<RelayInfo>;
  /** The path names no relay address (its error says so instead of a failed fetch). */
  invalidAddress?: boolean;
  /** Relays seen in events beyond the user's (on /relay). */
  discovered?: AsyncState<string[]>;
  /** Adds the relay to the user's relays (published as their NIP-65 list); absent when it is already one of them. */
  onAdd?: () => void;
  /** The relay's own feed (its newest notes, asked of it alone). */
  feed?: Timeline;
}

/** A relay's NIP-11 information (loading, error, found), 'Add to my relays' and its feed; or the relays in use and discovered. */
export function RelayInfoView({ relayUrl, statuses, info, invalidAddress = false, discovered = { state: 'idle' }, onAdd, feed }: RelayInfoViewProps) {
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
      {!relayUrl && <DiscoveredRelays discovered={discovered} statuses={statuses} />}
      {relayUrl && !invalidAddress && (onAdd ? (
        <Button type="button" onClick={onAdd}>
          Add to my relays
        </Button>
      ) : (
        <p>One of your relays</p>
      ))}
      {info.state === 'loading' && <Spinner label="Loading relay information" />}
      {info.state === 'error' && <ErrorState title={invalidAddress ? 'Invalid relay address' : 'Relay information unavailable'} message={info.message} />}
      {info.state === 'done' && <RelayDocument info={info.value} />}
      {feed && <RelayFeed timeline={feed} />}
    </Page>
  );
}
