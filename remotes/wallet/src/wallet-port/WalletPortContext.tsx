import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useCore } from '@app/ui';
import { loadedWalletPort, loadWalletPort } from './load-wallet-port';
import type { WalletPort } from './wallet-port';

export type WalletPortLoad = { state: 'loading' } | { state: 'ready'; port: WalletPort } | { state: 'failed'; message: string; retry(): void };

const GivenPort = createContext<WalletPortLoad | null>(null);

export interface WalletPortProviderProps {
  /** Null keeps the page loading. */
  port: WalletPort | null;
  /** The load failed with this message (Retry calls `onRetry`). */
  failure?: string;
  onRetry?(): void;
  children: ReactNode;
}

/** Gives the page a port of one's own (stories, tests) instead of the core's. */
export function WalletPortProvider({ port, failure, onRetry = () => {}, children }: WalletPortProviderProps) {
  const load: WalletPortLoad = failure ? { state: 'failed', message: failure, retry: onRetry } : port ? { state: 'ready', port } : { state: 'loading' };
  return <GivenPort.Provider value={load}>{children}</GivenPort.Provider>;
}

/**
 * Renders `children` with the wallet port: the one given by WalletPortProvider, else the core's, loaded on first use
 * (only then is the core asked for, so stories and tests need none).
 */
export function WithWalletPort({ children }: { children(load: WalletPortLoad): ReactNode }) {
  const given = useContext(GivenPort);
  return given ? children(given) : <CoreWalletPort>{children}</CoreWalletPort>;
}

function CoreWalletPort({ children }: { children(load: WalletPortLoad): ReactNode }) {
  return children(useCoreWalletPort());
}

/** The core's port: ready at once when loaded before, else loading, then ready or failed (Retry loads again). */
function useCoreWalletPort(): WalletPortLoad {
  const core = useCore();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ attempt: number; message: string } | null>(null);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (loadedWalletPort(core)) return;
    let current = true;
    loadWalletPort(core).then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure({ attempt, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [core, attempt]);
  const port = loadedWalletPort(core);
  if (port) return { state: 'ready', port };
  if (failure?.attempt === attempt) return { state: 'failed', message: failure.message, retry: () => setAttempt(attempt + 1) };
  return { state: 'loading' };
}
