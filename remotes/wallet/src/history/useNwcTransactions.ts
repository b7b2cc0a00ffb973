import { useEffect, useState } from 'react';
import type { NwcTransaction, WalletPort } from '../wallet-port/wallet-port';
import { errorText } from '../ui/useAsyncAction';

export interface NwcTransactionsLoad {
  transactions: NwcTransaction[];
  loading: boolean;
  error: string | null;
}

const NONE: NwcTransactionsLoad = { transactions: [], loading: false, error: null };

/**
 * The active NWC wallet's transactions (`wallet` names it), read when it becomes active and again when `refreshKey`
 * changes (its balance: a payment went through); the list read before stays while the next one comes.
 */
export function useNwcTransactions(port: WalletPort, wallet: string | null, refreshKey?: unknown): NwcTransactionsLoad {
  const [load, setLoad] = useState<NwcTransactionsLoad & { wallet: string | null }>({ ...NONE, wallet: null });
  useEffect(() => {
    const request = wallet ? port.nwcTransactions() : null;
    if (!request) return;
    let current = true;
    setLoad((before) => ({ transactions: before.wallet === wallet ? before.transactions : [], loading: true, error: null, wallet }));
    request.then(
      (transactions) => current && setLoad({ transactions, loading: false, error: null, wallet }),
      (error: unknown) => current && setLoad({ transactions: [], loading: false, error: errorText(error), wallet }),
    );
    return () => {
      current = false;
    };
  }, [port, wallet, refreshKey]);
  return wallet && load.wallet === wallet ? load : NONE;
}
