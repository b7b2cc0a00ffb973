import { useEffect, useMemo } from 'react';
import type { Filter, NostrEvent, Timeline } from '@app/core';
import { useCore } from '../hooks/useCore';
import { useObservable } from '../hooks/useObservable';

export interface TimelineView {
  timeline: Timeline;
  items: NostrEvent[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
}

/** A paged timeline of the core for one filter; the first page loads on mount. */
export function useTimeline(filter: Filter, pageSize = 10): TimelineView {
  const core = useCore();
  const key = JSON.stringify(filter);
  const timeline = useMemo(() => core.timeline(filter, { pageSize }), [core, key, pageSize]);
  useEffect(() => {
    void timeline.loadMore();
  }, [timeline]);
  return {
    timeline,
    items: useObservable(timeline.items$, []),
    loading: useObservable(timeline.loading$, true),
    error: useObservable(timeline.error$, null),
    hasMore: useObservable(timeline.hasMore$, true),
  };
}
