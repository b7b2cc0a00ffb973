import { useMemo } from 'react';
import { ErrorState, Page, PageHeader, useLocation } from '@app/ui';
import { BalanceCard } from '../balance/BalanceCard';
import { walletRouteRequest } from '../wallet/route-request';
import { WalletView } from '../wallet/WalletView';
import { WithWalletPort } from '../wallet-port/WalletPortContext';

/**
 * /wallet (spec 1, spec 2 §4): the core's wallet, loaded with the page's first render (its frame and the balance
 * heading paint before it is in). An invoice in navigation state opens Pay, prefilled.
 */
export default function WalletPage() {
  const location = useLocation();
  const request = useMemo(() => walletRouteRequest(location), [location]);
  return (
    <Page>
      <PageHeader title="Wallet" />
      <WithWalletPort>
        {(load) =>
          load.state === 'ready' ? (
            <WalletView port={load.port} request={request} />
          ) : load.state === 'failed' ? (
            <ErrorState title="The wallet could not load" message={load.message} onRetry={load.retry} />
          ) : (
            <BalanceCard />
          )
        }
      </WithWalletPort>
    </Page>
  );
}
