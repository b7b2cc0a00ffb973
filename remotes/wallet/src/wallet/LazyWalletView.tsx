import { lazyComponent } from '@app/ui';
import { BalanceCard } from '../balance/BalanceCard';
import type { WalletViewProps } from './WalletView';

/**
 * The wallet view, fetched beside the core's wallet (both are needed before it shows anything): the page's first
 * paint is the frame and the balance card, which holds its place meanwhile.
 */
export const LazyWalletView = lazyComponent<WalletViewProps>(
  () => import('./WalletView').then((module) => module.WalletView),
  () => <BalanceCard />,
);
