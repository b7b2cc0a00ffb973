import type { FeedConfig, FeedEngine, FeedViewState } from '@app/core';
import { useObservable } from '@app/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { NEVER } from 'rxjs';
import type { FeedActions } from './FeedView';

export const INITIAL_FEED_STATE: FeedViewState = { events: [], newEventsCount: 0, unknownUsersCount: 0, initialLoadDone: false, hasMore: false };

/**
 * Runs a feed engine for a config while mounted: a changed config (e.g. saved by the editor) starts a new one,
 * and each bump of refreshSignal (pull-to-refresh, publishing, reset) refreshes it.
 */
export function useFeedEngine(create: (config: FeedConfig) => FeedEngine, config: FeedConfig, refreshSignal = 0, initial = INITIAL_FEED_STATE) {
  const createRef = useRef(create);
  createRef.current = create;
  const configKey = JSON.stringify(config);
  const [engine, setEngine] = useState<FeedEngine | null>(null);

  useEffect(() => {
    const running = createRef.current(JSON.parse(configKey) as FeedConfig);
    setEngine(running);
    return () => running.dispose();
  }, [configKey]);

  const lastSignal = useRef(refreshSignal);
  useEffect(() => {
    if (refreshSignal === lastSignal.current) return;
    lastSignal.current = refreshSignal;
    engine?.refresh();
  }, [refreshSignal, engine]);

  // Until the engine is running (an effect), a feed started ahead of the page already shows what it has; that state
  // stays the starting value once the engine is claimed, so the list does not blink empty (and remount) meanwhile.
  const initialForConfig = useMemo(() => initial, [configKey]);
  const state = useObservable(engine?.state$ ?? NEVER, initialForConfig);
  const actions = useMemo<FeedActions>(
    () => ({
      loadMore: () => engine?.loadMore(),
      showNewEvents: () => engine?.showNewEvents(),
      showUnknownUsers: () => engine?.showUnknownUsers(),
      refresh: () => engine?.refresh(),
    }),
    [engine],
  );
  return { state, actions };
}
