import styled from '@emotion/styled';
import { useId } from 'react';
import { Spinner } from '@app/ui';
import { bitsLabel, formatBits } from '../format/format-bits';
import { Alert, Note } from '../ui/Alert';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin: ${(p) => p.theme.spacing.lg}px 0;
  padding: ${(p) => p.theme.spacing.xl}px ${(p) => p.theme.spacing.lg}px;
  text-align: center;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm}px;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Amount = styled.p`
  margin: 0;
  font-size: 44px;
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  span {
    font-size: ${(p) => p.theme.fontSizes.lg}px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Strong = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  font-weight: 600;
`;

const PerMint = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Pending = styled(Note)`
  color: ${(p) => p.theme.colors.warning};
`;

export interface MintBalance {
  url: string;
  name: string;
  balance: number;
}

export interface BalanceCardProps {
  /** What the provider is (and which connection), e.g. 'Ecash (Cashu)'. */
  providerLabel?: string;
  /** Sats; null when the provider cannot tell, undefined while read. */
  balance?: number | null;
  disabled?: boolean;
  refreshing?: boolean;
  error?: string | null;
  /** Ecash: the balance held at each mint. */
  mints?: MintBalance[];
  /** Unfinished ecash operations. */
  pending?: number;
}

/** The active wallet's balance in bits (per mint for ecash), or why there is none; unfinished operations noted. */
export function BalanceCard({ providerLabel, balance, disabled, refreshing, error, mints = [], pending = 0 }: BalanceCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} data-testid="wallet-balance">
      <h2 id={headingId}>Balance</h2>
      {disabled ? (
        <>
          <Strong>No wallet connected</Strong>
          <Note>Choose a wallet provider below to send and receive.</Note>
        </>
      ) : typeof balance === 'number' ? (
        <Amount data-testid="balance-amount">
          {formatBits(balance)} <span>{balance === 1 ? 'bit' : 'bits'}</span>
        </Amount>
      ) : balance === undefined || refreshing ? (
        <Spinner label="Loading balance" />
      ) : error ? null : (
        <Note>Balance unavailable</Note>
      )}
      {error && <Alert role="alert">{error}</Alert>}
      {providerLabel && !disabled && <Note>{providerLabel}</Note>}
      {mints.length > 0 && (
        <PerMint aria-label="Balance per mint">
          {mints.map((mint) => (
            <li key={mint.url}>
              {mint.name}: {bitsLabel(mint.balance)}
            </li>
          ))}
        </PerMint>
      )}
      {pending > 0 && (
        <Pending role="status">
          {pending === 1 ? '1 operation is pending; it finishes once the mint answers.' : `${pending} operations are pending; they finish once the mints answer.`}
        </Pending>
      )}
    </Card>
  );
}
