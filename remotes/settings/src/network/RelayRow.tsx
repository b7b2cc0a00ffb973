import styled from '@emotion/styled';
import { hasRole, relayPagePath, type RelayConfig, type RelayRole } from '@app/core';
import { Button, Link } from '@app/ui';
import { RelayStatusDot } from '@app/ui';
import type { RelayRowState } from './relay-row-state';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Url = styled(Link)`
  flex: 1;
  word-break: break-all;
  color: inherit;
`;

const Address = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** Why the pool cut the relay off (flood, garbage, events after CLOSE…). */
const Misbehaving = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.85em;
  overflow-wrap: anywhere;
`;

const Role = styled.label`
  white-space: nowrap;
`;

export interface RelayRowProps {
  config: RelayConfig;
  state: RelayRowState;
  onToggle: () => void;
  onRemove: () => void;
  /** Switches the relay's NIP-65 read or write role. */
  onSetRole: (role: RelayRole, on: boolean) => void;
  /** Set when the pool cut this relay off for going over its budget: why. */
  misbehaving?: string;
}

/**
 * One relay: status dot (with `data-state`), address linking to its page (and why it was cut off when it misbehaved),
 * Read / Write roles, Enabled toggle and Remove.
 */
export function RelayRow({ config, state, onToggle, onRemove, onSetRole, misbehaving }: RelayRowProps) {
  return (
    <Row data-testid="relay-row" data-state={state} data-misbehaving={misbehaving ? 'true' : undefined}>
      <RelayStatusDot state={state === 'connected' ? 'connected' : 'disconnected'} disabled={state === 'disabled'} />
      <Address>
        <Url to={relayPagePath(config.url)}>{config.url}</Url>
        {misbehaving && <Misbehaving title={misbehaving}>Misbehaving: {misbehaving.replace(`Relay ${config.url} `, '')}</Misbehaving>}
      </Address>
      <RoleToggle config={config} role="read" label="Read" onSetRole={onSetRole} />
      <RoleToggle config={config} role="write" label="Write" onSetRole={onSetRole} />
      <label>
        <input type="checkbox" checked={!config.disabled} onChange={onToggle} aria-label={`Enable ${config.url}`} /> Enabled
      </label>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${config.url}`}>
        Remove
      </Button>
    </Row>
  );
}

function RoleToggle({ config, role, label, onSetRole }: { config: RelayConfig; role: RelayRole; label: string; onSetRole: RelayRowProps['onSetRole'] }) {
  const on = hasRole(config, role);
  return (
    <Role>
      <input type="checkbox" checked={on} onChange={() => onSetRole(role, !on)} aria-label={`${label} ${config.url}`} /> {label}
    </Role>
  );
}
