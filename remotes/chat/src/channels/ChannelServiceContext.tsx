import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ChannelService } from '@app/core/chat';
import { useCore } from '@app/ui';
import { loadChannelService, loadedChannelService } from './load-channel-service';

/** Where the channel service is: given or loaded, still loading, or failed (with a retry). */
export type ChannelServiceLoad = { state: 'loading' } | { state: 'ready'; service: ChannelService } | { state: 'failed'; message: string; retry(): void };

const GivenService = createContext<ChannelServiceLoad | null>(null);

/** Props of ChannelServiceProvider. */
export interface ChannelServiceProviderProps {
  /** Null keeps the channels loading. */
  service: ChannelService | null;
  /** The load failed with this message (Retry calls `onRetry`). */
  failure?: string;
  onRetry?(): void;
  children: ReactNode;
}

/** Gives the channels a service of one's own (stories, tests) instead of the core's. */
export function ChannelServiceProvider({ service, failure, onRetry = () => {}, children }: ChannelServiceProviderProps) {
  const load: ChannelServiceLoad = failure ? { state: 'failed', message: failure, retry: onRetry } : service ? { state: 'ready', service } : { state: 'loading' };
  return <GivenService.Provider value={load}>{children}</GivenService.Provider>;
}

/**
 * Renders `children` with the channel service: the one given by ChannelServiceProvider, else the core's
 * (`channelsOf(core)`), loaded on first use. Visitors load it too: public channels are readable without an account.
 */
export function WithChannelService({ children }: { children(load: ChannelServiceLoad): ReactNode }) {
  const given = useContext(GivenService);
  return given ? children(given) : <CoreChannelService>{children}</CoreChannelService>;
}

function CoreChannelService({ children }: { children(load: ChannelServiceLoad): ReactNode }) {
  return children(useCoreChannelService());
}

/** The core's channels: ready at once when loaded before, else loading, then ready or failed (Retry loads again). */
function useCoreChannelService(): ChannelServiceLoad {
  const core = useCore();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ attempt: number; message: string } | null>(null);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (loadedChannelService(core)) return;
    let current = true;
    loadChannelService(core).then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure({ attempt, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [core, attempt]);
  const service = loadedChannelService(core);
  if (service) return { state: 'ready', service };
  if (failure?.attempt === attempt) return { state: 'failed', message: failure.message, retry: () => setAttempt(attempt + 1) };
  return { state: 'loading' };
}
