import { EmptyState, Page, PageHeader, useCore, useObservable } from '@app/ui';
import { AddRelayField } from './AddRelayField';
import { RelayRow } from './RelayRow';
import { relayRowState } from './relay-row-state';

/** /settings/network: the relay list with status colours; changes apply to the pool at once and persist. */
export function NetworkSettings() {
  const core = useCore();
  const configs = useObservable(core.relays.configs$, core.relays.get());
  const statuses = useObservable(core.pool.status$, []);
  const connected = configs.filter((config) => relayRowState(config, statuses) === 'connected').length;
  const enabled = configs.filter((config) => !config.disabled).length;
  return (
    <Page>
      <PageHeader title="Network" />
      <p style={{ padding: '0 16px' }} data-testid="relay-summary">
        {connected} connected of {enabled} enabled relays
      </p>
      <AddRelayField onAdd={(input) => core.relays.add(input)} />
      {configs.length === 0 ? (
        <EmptyState title="No relays configured" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {configs.map((config) => (
            <RelayRow
              key={config.url}
              config={config}
              state={relayRowState(config, statuses)}
              onToggle={() => core.relays.toggle(config.url)}
              onRemove={() => core.relays.remove(config.url)}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
