import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useCore } from '@app/ui';
import { loadedWalletPort, loadWalletPort } from './load-wallet-port';
import type { WalletPort } from './wallet-port';

export type WalletPortLoad = { state: 'loading' } | { state: 'ready'; port: WalletPort } | { state: 'failed'; message: string; retry(): void };

const GivenPort = createContext<WalletPortLoad | null>(null);

/** Gives the page a port of one's own (stories, tests) instead of the core's; `port: null` keeps it loading. */
export function WalletPortProvider({ port, children }: { port: WalletPort | null; children: ReactNode }) {
  return <GivenPort.Provider value={port ? { state: 'ready', port } : { state: 'loading' }}>{children}</GivenPort.Provider>;
}

/** The wallet port: the one given by WalletPortProvider, else the core's, loaded on first use. */
export function useWalletPort(): WalletPortLoad {
  const given = useContext(GivenPort);
  const fromCore = useCoreWalletPort(given === null);
  return given ?? fromCore;
}

/** The core's port: ready at once when loaded before, else loading, then ready or failed (Retry loads again). */
function useCoreWalletPort(wanted: boolean): WalletPortLoad {
  const core = useCore();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ attempt: number; message: string } | null>(null);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || loadedWalletPort(core)) return;
    let current = true;
    loadWalletPort(core).then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure({ attempt, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [core, wanted, attempt]);
  const port = wanted ? loadedWalletPort(core) : null;
  if (port) return { state: 'ready', port };
  if (failure?.attempt === attempt) return { state: 'failed', message: failure.message, retry: () => setAttempt(attempt + 1) };
  return { state: 'loading' };
}
