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
}

/** One relay: status dot (with `data-state`), address linking to its page, Read / Write roles, Enabled toggle and Remove. */
export function RelayRow({ config, state, onToggle, onRemove, onSetRole }: RelayRowProps) {
  return (
    <Row data-testid="relay-row" data-state={state}>
      <RelayStatusDot state={state === 'connected' ? 'connected' : 'disconnected'} disabled={state === 'disabled'} />
      <Url to={relayPagePath(config.url)}>{config.url}</Url>
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
