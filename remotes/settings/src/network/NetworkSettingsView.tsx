import type { ReactNode } from 'react';
import type { RelayConfig, RelayRole, RelayStatus } from '@app/core';
import { EmptyState, Link, Page, PageHeader } from '@app/ui';
import { SettingsSection, ToggleList } from '../ui';
import { AddRelayField, type AddRelay } from './AddRelayField';
import { RELAY_CONNECTION_TOGGLES, type RelayConnectionFlags } from './network-fields';
import { SECTIONS } from '../catalog/settings-sections';
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
  /** The user-store switches 'Outbox model' and 'Connect to my relays'. */
  connection: RelayConnectionFlags;
  onConnectionChange: (partial: Partial<RelayConnectionFlags>) => void;
  /** The connected peers, when peer-to-peer is on. */
  peers?: ReactNode;
}

/** The relay list (summary, add field, one row per relay), how relays are used, and the way to the peer-to-peer page. */
export function NetworkSettingsView(props: NetworkSettingsViewProps) {
  const { configs, statuses, onAdd, onToggle, onRemove, onSetRole } = props;
  const rows = configs.map((config) => ({
    config,
    state: relayRowState(config, statuses),
    misbehaving: statuses.find((status) => status.url === config.url)?.misbehaving,
  }));
  const connected = rows.filter((row) => row.state === 'connected').length;
  const enabled = configs.filter((config) => !config.disabled).length;
  return (
    <Page>
      <PageHeader title="Network" />
      <SettingsSection title="Relays">
        <p data-testid="relay-summary">
          {connected} connected of {enabled} enabled relays
        </p>
        <AddRelayField onAdd={onAdd} />
        {configs.length === 0 ? (
          <EmptyState title="No relays configured" />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map(({ config, state, misbehaving }) => (
              <RelayRow
                key={config.url}
                config={config}
                state={state}
                misbehaving={misbehaving}
                onToggle={() => onToggle(config.url)}
                onRemove={() => onRemove(config.url)}
                onSetRole={(role, on) => onSetRole(config.url, role, on)}
              />
            ))}
          </ul>
        )}
        <ToggleList fields={RELAY_CONNECTION_TOGGLES} values={props.connection} onChange={props.onConnectionChange} />
      </SettingsSection>
      <SettingsSection title="Peer-to-peer">
        <p>
          <Link to={SECTIONS.p2p.path}>{SECTIONS.p2p.label}</Link> — {SECTIONS.p2p.hint}
        </p>
      </SettingsSection>
      {props.peers}
    </Page>
  );
}
