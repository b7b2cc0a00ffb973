import { useEffect, useMemo, useState } from 'react';
import type { Timeline } from '@app/core';
import { useCore, useObservable, type TimelineView } from '@app/ui';
import type { ProfileTab } from '../model/profile-tabs';
import { tabTimeline } from '../model/tab-timeline';

/** The current tab's timeline as a TimelineView; its first page loads when the tab (or user) changes. */
export function useTabTimeline(tab: ProfileTab, pubkey: string, viewer: string | null): TimelineView {
  const core = useCore();
  const timeline = useMemo(() => tabTimeline(core, tab, pubkey, viewer), [core, tab, pubkey, viewer]);
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
