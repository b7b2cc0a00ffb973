import { useEffect, useMemo, useState } from 'react';
import type { Filter, NostrEvent, Timeline } from '@app/core';
import { useCore } from '@app/ui';
import { useObservable } from '@app/ui';

export interface TimelineView {
  timeline: Timeline;
  items: NostrEvent[];
  /** True until the first page has settled, and while any page loads. */
  loading: boolean;
  error: string | null;
  hasMore: boolean;
}

/** A paged timeline of the core for one filter; the first page loads on mount. */
export function useTimeline(filter: Filter, pageSize = 10): TimelineView {
  const core = useCore();
  const key = JSON.stringify(filter);
  const timeline = useMemo(() => core.timeline(filter, { pageSize }), [core, key, pageSize]);
  return useTimelineView(timeline);
}

/** Any timeline (e.g. one a remote composed) as a TimelineView; its first page loads when it changes. */
export function useTimelineView(timeline: Timeline): TimelineView {
  const [settled, setSettled] = useState<Timeline | null>(null);
  useEffect(() => {
    void timeline.loadMore().finally(() => setSettled(timeline));
  }, [timeline]);
  const loading = useObservable(timeline.loading$, true);
  return {
    timeline,
    items: useObservable(timeline.items$, []),
    loading: loading || settled !== timeline,
    error: useObservable(timeline.error$, null),
    hasMore: useObservable(timeline.hasMore$, true),
  };
}
