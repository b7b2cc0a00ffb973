import type { RelayConfig, RelayRole, RelayStatus } from '@app/core';
import { EmptyState, Page, PageHeader } from '@app/ui';
import { AddRelayField, type AddRelay } from './AddRelayField';
import { RelayRow } from './RelayRow';
import { relayRowState } from './relay-row-state';

export interface NetworkSettingsViewProps {
  /** The user's relay list, in order. */
  configs: RelayConfig[];
  /** The pool's connection state of each relay. */
  statuses: RelayStatus[];
  onAdd: AddRelay;
  onToggle: (url: string) => void;
  onRemove: (url: string) => void;
  onSetRole: (url: string, role: RelayRole, on: boolean) => void;
}

/** The relay list: a summary, the add field and one row per relay with its status colour, roles, toggle and Remove. */
export function NetworkSettingsView({ configs, statuses, onAdd, onToggle, onRemove, onSetRole }: NetworkSettingsViewProps) {
  const rows = configs.map((config) => ({ config, state: relayRowState(config, statuses) }));
  const connected = rows.filter((row) => row.state === 'connected').length;
  const enabled = configs.filter((config) => !config.disabled).length;
  return (
    <Page>
      <PageHeader title="Network" />
      <p style={{ padding: '0 16px' }} data-testid="relay-summary">
        {connected} connected of {enabled} enabled relays
      </p>
      <AddRelayField onAdd={onAdd} />
      {configs.length === 0 ? (
        <EmptyState title="No relays configured" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map(({ config, state }) => (
            <RelayRow
              key={config.url}
              config={config}
              state={state}
              onToggle={() => onToggle(config.url)}
              onRemove={() => onRemove(config.url)}
              onSetRole={(role, on) => onSetRole(config.url, role, on)}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
