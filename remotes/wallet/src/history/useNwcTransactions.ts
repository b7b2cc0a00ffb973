import { useEffect, useState } from 'react';
import type { NwcTransaction, WalletPort } from '../wallet-port/wallet-port';
import { errorText } from '../ui/useAsyncAction';

export interface NwcTransactionsLoad {
  transactions: NwcTransaction[];
  loading: boolean;
  error: string | null;
}

const NONE: NwcTransactionsLoad = { transactions: [], loading: false, error: null };

/** The active NWC wallet's transactions, read when it becomes active (`wallet` names it: provider and connection). */
export function useNwcTransactions(port: WalletPort, wallet: string | null): NwcTransactionsLoad {
  const [load, setLoad] = useState<NwcTransactionsLoad & { wallet: string | null }>({ ...NONE, wallet: null });
  useEffect(() => {
    const request = wallet ? port.nwcTransactions() : null;
    if (!request) return;
    let current = true;
    setLoad({ ...NONE, loading: true, wallet });
    request.then(
      (transactions) => current && setLoad({ transactions, loading: false, error: null, wallet }),
      (error: unknown) => current && setLoad({ transactions: [], loading: false, error: errorText(error), wallet }),
    );
    return () => {
      current = false;
    };
  }, [port, wallet]);
  return wallet && load.wallet === wallet ? load : NONE;
}
