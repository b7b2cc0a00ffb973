import { useEffect, useState } from 'react';
import type { TokenCardService, TokenLock, TokenState } from '@app/core/wallet';
import { useCore } from '@app/ui';

/** Spec 2 §4 token card status: unknown until asked, then what the metadata or the mint says. */
export type TokenStatus = 'unknown' | 'checking' | 'redeeming' | 'redeemed' | 'not-redeemed' | 'pending';

/** NUT-07 answers as the card says them. */
const STATE_STATUS: Record<TokenState, TokenStatus> = { spent: 'redeemed', unspent: 'not-redeemed', pending: 'pending' };

/** The core's token-card actions, loaded with @app/core/wallet when a token card shows (null until then). */
export function useTokenCardService(): TokenCardService | null {
  const core = useCore();
  const [service, setService] = useState<TokenCardService | null>(null);
  useEffect(() => {
    let live = true;
    import('@app/core/wallet').then(
      ({ tokenCardOf }) => live && setService(tokenCardOf(core)),
      (error: unknown) => console.warn('Wallet unavailable for the token card', error),
    );
    return () => {
      live = false;
    };
  }, [core]);
  return service;
}

/** What the card knows of a token: redeemed per the metadata, its lock; and the Check Status and Redeem actions. */
export function useTokenCard(service: TokenCardService | null, token: string) {
  const [status, setStatus] = useState<TokenStatus>('unknown');
  const [lock, setLock] = useState<TokenLock | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!service) return;
    let live = true;
    service.redeemed(token).then((done) => live && done && setStatus('redeemed'), () => undefined);
    service.lock(token).then((found) => live && setLock(found), () => live && setLock('none'));
    return () => {
      live = false;
    };
  }, [service, token]);

  const run = (busy: TokenStatus, work: () => Promise<TokenStatus>) => {
    setStatus(busy);
    setError(null);
    work().then(setStatus, (problem: unknown) => {
      setStatus('unknown');
      setError(problem instanceof Error ? problem.message : String(problem));
    });
  };
  return {
    status,
    lock,
    error,
    checkStatus: () => service && run('checking', async () => STATE_STATUS[await service.state(token)]),
    redeem: () => service && run('redeeming', async () => (await service.redeem(token), 'redeemed')),
  };
}
