import styled from '@emotion/styled';
import { Badge, Button } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { timeLabel } from '../format/time-label';
import type { WalletConnection } from '../wallet-port/wallet-port';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px 0;
`;

const Names = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 160px;
  strong {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.spacing.sm}px;
  }
  span {
    font-size: ${(p) => p.theme.fontSizes.sm}px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** A wallet's name (its alias: remote text) isolated from the badge after it, and free to wrap anywhere. */
const ConnectionName = styled.bdi`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export interface ConnectionItemProps {
  connection: WalletConnection;
  active: boolean;
  now: number;
  onUse(id: string): void;
  onRemove(id: string): void;
}

/** One saved NWC wallet: name, when last used, balance as last read; Use (when not the active one) and Remove. */
export function ConnectionItem({ connection, active, now, onUse, onRemove }: ConnectionItemProps) {
  return (
    <Row data-testid="connection-row">
      <Names>
        <strong>
          <ConnectionName>{connection.name}</ConnectionName>
          {active && <Badge tone="success">Active</Badge>}
        </strong>
        <span>
          {connection.lastUsed ? `Last used ${timeLabel(connection.lastUsed, now)}` : 'Not used yet'}
          {connection.balance !== undefined && ` · ${bitsLabel(connection.balance)}`}
        </span>
      </Names>
      {!active && (
        <Button variant="secondary" size="sm" aria-label={`Use ${connection.name}`} onClick={() => onUse(connection.id)}>
          Use
        </Button>
      )}
      <Button variant="ghost" size="sm" aria-label={`Remove ${connection.name}`} onClick={() => onRemove(connection.id)}>
        Remove
      </Button>
    </Row>
  );
}
