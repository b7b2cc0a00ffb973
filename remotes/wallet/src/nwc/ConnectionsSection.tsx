import styled from '@emotion/styled';
import { Button, Spinner, useNow, useObservable } from '@app/ui';
import type { ConnectionsState, WalletPort, WalletProvider } from '../wallet-port/wallet-port';
import { Note } from '../ui/Alert';
import { Section } from '../ui/Section';
import { AddConnectionForm } from './AddConnectionForm';
import { ConnectionItem } from './ConnectionItem';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ConnectionsSectionProps {
  port: WalletPort;
  provider: WalletProvider;
}

/** Spec 2 §4: saved Nostr Wallet Connect wallets — add, use, remove — and Disconnect (the provider becomes disabled). */
export function ConnectionsSection({ port, provider }: ConnectionsSectionProps) {
  const state = useObservable<ConnectionsState | undefined>(port.connections$, undefined);
  const now = useNow();
  const activeId = provider === 'nwc' ? (state?.activeId ?? null) : null;
  return (
    <Section
      title="Nostr Wallet Connect"
      actions={
        activeId && (
          <Button variant="secondary" size="sm" onClick={() => port.disconnect()}>
            Disconnect
          </Button>
        )
      }
    >
      {state === undefined ? (
        <Spinner label="Loading connections" />
      ) : state.connections.length === 0 ? (
        <Note>No wallets connected yet. Paste the connection string your lightning wallet gives for Nostr Wallet Connect.</Note>
      ) : (
        <List aria-label="NWC connections">
          {state.connections.map((connection) => (
            <ConnectionItem
              key={connection.id}
              connection={connection}
              active={connection.id === activeId}
              now={now}
              onUse={(id) => port.activateConnection(id)}
              onRemove={(id) => port.removeConnection(id)}
            />
          ))}
        </List>
      )}
      <AddConnectionForm onAdd={(connectionString, name) => port.addConnection(connectionString, name)} />
    </Section>
  );
}
