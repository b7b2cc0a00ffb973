import { useEffect, useState } from 'react';
import type { WalletPort } from '../wallet-port/wallet-port';
import { errorText } from '../ui/useAsyncAction';

/**
 * Reads the balance of a remote or browser wallet when it becomes the active one (`wallet` names it; null for
 * ecash, whose balance is always current, and for a wallet that cannot answer).
 */
export function useBalanceRefresh(port: WalletPort, wallet: string | null): { refreshing: boolean; error: string | null } {
  const [state, setState] = useState<{ wallet: string | null; refreshing: boolean; error: string | null }>({ wallet: null, refreshing: false, error: null });
  useEffect(() => {
    if (!wallet) return;
    let current = true;
    setState({ wallet, refreshing: true, error: null });
    port.refreshBalance().then(
      () => current && setState({ wallet, refreshing: false, error: null }),
      (error: unknown) => current && setState({ wallet, refreshing: false, error: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [port, wallet]);
  return wallet && state.wallet === wallet ? state : { refreshing: false, error: null };
}
