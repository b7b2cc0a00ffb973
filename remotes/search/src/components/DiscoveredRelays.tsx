import { relayPagePath, type RelayStatus } from '@app/core';
import { EmptyState, ErrorState, Link, Spinner } from '@app/ui';
import type { AsyncState } from './useAsync';

export interface DiscoveredRelaysProps {
  /** Relays named in users' NIP-65 lists and in relay hints, not among the user's. */
  discovered: AsyncState<string[]>;
  statuses: RelayStatus[];
}

/** The discovered relays, each linking to its page, with its connection state ('not connected' outside the pool). */
export function DiscoveredRelays({ discovered, statuses }: DiscoveredRelaysProps) {
  const stateOf = (url: string) => statuses.find((status) => status.url === url)?.state ?? 'not connected';
  return (
    <section aria-labelledby="discovered-relays">
      <h2 id="discovered-relays">Discovered relays</h2>
      {discovered.state === 'loading' && <Spinner label="Discovering relays" />}
      {discovered.state === 'error' && <ErrorState title="Relay discovery failed" message={discovered.message} />}
      {discovered.state === 'done' && discovered.value.length === 0 && <EmptyState title="No new relays discovered" />}
      {discovered.state === 'done' && (
        <ul data-testid="discovered-relays">
          {discovered.value.map((url) => (
            <li key={url}>
              <Link to={relayPagePath(url)}>{url}</Link> · {stateOf(url)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
