import styled from '@emotion/styled';
import type { RelayConfig } from '@app/core';
import { Button, RelayStatusDot } from '@app/ui';
import type { RelayRowState } from './relay-row-state';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Url = styled.span`
  flex: 1;
  word-break: break-all;
`;

export interface RelayRowProps {
  config: RelayConfig;
  state: RelayRowState;
  onToggle: () => void;
  onRemove: () => void;
}

/** One relay: status dot (with `data-state`), address, Enabled toggle and Remove. */
export function RelayRow({ config, state, onToggle, onRemove }: RelayRowProps) {
  return (
    <Row data-testid="relay-row" data-state={state}>
      <RelayStatusDot state={state === 'connected' ? 'connected' : 'disconnected'} disabled={state === 'disabled'} />
      <Url>{config.url}</Url>
      <label>
        <input type="checkbox" checked={!config.disabled} onChange={onToggle} aria-label={`Enable ${config.url}`} /> Enabled
      </label>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${config.url}`}>
        Remove
      </Button>
    </Row>
  );
}
