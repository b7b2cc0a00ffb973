import { useMemo } from 'react';
import { useNow, useObservable } from '@app/ui';
import { mintHost } from '../format/mint-host';
import { PROVIDER_LABELS } from '../provider/provider-labels';
import type { MintRow, OperationRow, WalletPort, WalletProvider } from '../wallet-port/wallet-port';
import { isPendingOperation } from '../wallet-port/wallet-port';
import { BalanceCard, type MintBalance } from './BalanceCard';
import { useBalanceRefresh } from './useBalanceRefresh';

const NO_MINTS: MintRow[] = [];
const NO_OPERATIONS: OperationRow[] = [];

export interface LiveBalanceProps {
  port: WalletPort;
  provider: WalletProvider;
  /** The active NWC connection's name, when NWC is the provider. */
  connectionName?: string;
  /** The wallet whose balance is read from afar (see useBalanceRefresh); null for ecash. */
  remoteWallet: string | null;
}

/** The balance card of the active provider, read from the wallet. */
export function LiveBalance({ port, provider, connectionName, remoteWallet }: LiveBalanceProps) {
  const balance = useObservable<number | null | undefined>(port.balance$, undefined);
  const mints = useObservable(port.mints$, NO_MINTS);
  const perMint = useObservable<Record<string, number>>(port.mintBalances$, {});
  const operations = useObservable(port.operations$, NO_OPERATIONS);
  const now = useNow();
  const { refreshing, error } = useBalanceRefresh(port, remoteWallet);
  const mintBalances = useMemo<MintBalance[]>(
    () => mints.filter((mint) => (perMint[mint.url] ?? 0) > 0).map((mint) => ({ url: mint.url, name: mint.name ?? mintHost(mint.url), balance: perMint[mint.url] })),
    [mints, perMint],
  );
  const pending = useMemo(() => operations.filter((operation) => isPendingOperation(operation, now)).length, [operations, now]);
  const cashu = provider === 'cashu';
  return (
    <BalanceCard
      providerLabel={connectionName ? `${PROVIDER_LABELS[provider]} · ${connectionName}` : PROVIDER_LABELS[provider]}
      balance={balance}
      disabled={provider === 'disabled'}
      refreshing={refreshing}
      error={error}
      mints={cashu ? mintBalances : []}
      pending={cashu ? pending : 0}
    />
  );
}
