import { useEffect, useMemo } from 'react';
import { ErrorState, Page, PageHeader, useLocation } from '@app/ui';
import { BalanceCard } from '../balance/BalanceCard';
import { walletRouteRequest } from '../wallet/route-request';
import { LazyWalletView } from '../wallet/LazyWalletView';
import { WithWalletPort } from '../wallet-port/WalletPortContext';

/**
 * /wallet (spec 1, spec 2 §4): the frame and the balance card paint first; the core's wallet and the view load beside
 * each other. An invoice in navigation state opens Pay, prefilled.
 */
export default function WalletPage() {
  const location = useLocation();
  const request = useMemo(() => walletRouteRequest(location), [location]);
  useEffect(() => {
    void LazyWalletView.preload().catch(() => {}); // beside the wallet's own load; a failure shows when it renders
  }, []);
  return (
    <Page>
      <PageHeader title="Wallet" />
      <WithWalletPort>
        {(load) =>
          load.state === 'ready' ? (
            <LazyWalletView port={load.port} request={request} />
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
