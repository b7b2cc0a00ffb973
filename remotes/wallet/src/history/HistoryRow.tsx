import styled from '@emotion/styled';
import { Badge } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { timeLabel } from '../format/time-label';
import { CopyButton } from '../ui/CopyButton';
import type { HistoryEntry } from './history-entries';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;

const What = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-width: 0;
  font-weight: 600;
`;

const Amount = styled.div<{ $in: boolean }>`
  text-align: right;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$in ? p.theme.colors.success : p.theme.colors.text)};
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Problem = styled.span`
  color: ${(p) => p.theme.colors.error};
`;

/** One history line: what, when, for what, how much (and its fee), its state, and a send's token to copy again. */
export function HistoryRow({ entry, now }: { entry: HistoryEntry; now: number }) {
  const sign = entry.direction === 'in' ? '+' : '−';
  return (
    <Row data-testid="history-row">
      <What>
        {entry.label}
        {entry.source === 'nwc' && <Badge>NWC</Badge>}
        {entry.status === 'pending' && <Badge tone="warning">Pending</Badge>}
        {entry.status === 'failed' && <Badge tone="error">Failed</Badge>}
      </What>
      <Amount $in={entry.direction === 'in'}>
        {sign}
        {bitsLabel(entry.amount)}
      </Amount>
      <Details>
        <time dateTime={new Date(entry.at).toISOString()}>{timeLabel(entry.at, now)}</time>
        {entry.recipient && <span>to {entry.recipient}</span>}
        {entry.message && <span>{entry.message}</span>}
        {entry.error && <Problem>{entry.error}</Problem>}
      </Details>
      <Side>
        {entry.fee ? <span>fee {bitsLabel(entry.fee)}</span> : null}
        {entry.token && <CopyButton text={entry.token} label="token" />}
      </Side>
    </Row>
  );
}
