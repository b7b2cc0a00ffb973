import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { Button, Spinner, useNow, useObservable } from '@app/ui';
import type { OperationRow, PaymentMetadataRow, WalletPort } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { Section } from '../ui/Section';
import { mergeHistory } from './history-entries';
import { HistoryRow } from './HistoryRow';
import { useNwcTransactions } from './useNwcTransactions';

/** Rows shown at first and added by 'Show more': a long history stays quick to render. */
export const HISTORY_PAGE = 50;

const Scroller = styled.div`
  max-height: 480px;
  overflow-y: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accent};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0 ${(p) => p.theme.spacing.xs}px;
  list-style: none;
`;

export interface HistorySectionProps {
  port: WalletPort;
  /** The active NWC wallet (its id), whose transactions join the ecash history; null otherwise. */
  nwcWallet: string | null;
  /** The NWC wallet's balance as last read: when it changes, its transactions are read again. */
  nwcBalance?: number;
}

/** Spec 2 wallet history: ecash operations and the NWC wallet's transactions, merged with payment metadata. */
export function HistorySection({ port, nwcWallet, nwcBalance }: HistorySectionProps) {
  const operations = useObservable<OperationRow[] | undefined>(port.operations$, undefined);
  const payments = useObservable<PaymentMetadataRow[]>(port.payments$, []);
  const nwc = useNwcTransactions(port, nwcWallet, nwcBalance);
  const now = useNow();
  const [shown, setShown] = useState(HISTORY_PAGE);
  const entries = useMemo(() => mergeHistory(operations ?? [], nwc.transactions, payments, now), [operations, nwc.transactions, payments, now]);
  const loading = operations === undefined || nwc.loading;

  return (
    <Section title="History">
      {nwc.error && <Alert role="alert">{nwc.error}</Alert>}
      {entries.length === 0 ? (
        loading ? <Spinner label="Loading history" /> : <Note>No transactions yet</Note>
      ) : (
        <Scroller tabIndex={0} role="region" aria-label="Transactions">
          <List>
            {entries.slice(0, shown).map((entry) => (
              <HistoryRow key={entry.key} entry={entry} now={now} />
            ))}
          </List>
          {entries.length > shown && (
            <Button variant="ghost" onClick={() => setShown((count) => count + HISTORY_PAGE)}>
              Show more
            </Button>
          )}
        </Scroller>
      )}
    </Section>
  );
}
