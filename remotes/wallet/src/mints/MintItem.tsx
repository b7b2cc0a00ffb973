import styled from '@emotion/styled';
import { Button } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { mintHost } from '../format/mint-host';
import type { MintRow } from '../wallet-port/wallet-port';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px 0;
`;

const Names = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: ${(p) => p.theme.fontSizes.sm}px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Amount = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

export interface MintItemProps {
  mint: MintRow;
  balance: number;
  onRemove(mint: MintRow): void;
}

/** One mint: its name (else its host), its address, what it holds, and Remove. */
export function MintItem({ mint, balance, onRemove }: MintItemProps) {
  const host = mintHost(mint.url);
  const name = mint.name ?? host;
  return (
    <Row data-testid="mint-row">
      <Names>
        <strong>{name}</strong>
        <span>{mint.url}</span>
      </Names>
      <Amount>{bitsLabel(balance)}</Amount>
      <Button variant="ghost" size="sm" aria-label={`Remove mint ${name}`} onClick={() => onRemove(mint)}>
        Remove
      </Button>
    </Row>
  );
}
