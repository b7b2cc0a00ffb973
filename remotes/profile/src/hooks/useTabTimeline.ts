import { useMemo } from 'react';
import { useCore } from '@app/ui';
import { useTimelineView, type TimelineView } from '@app/ui/nostr';
import type { ProfileTab } from '../model/profile-tabs';
import { tabTimeline } from '../model/tab-timeline';

/** The current tab's timeline as a TimelineView; its first page loads when the tab (or user) changes. */
export function useTabTimeline(tab: ProfileTab, pubkey: string, viewer: string | null): TimelineView {
  const core = useCore();
  const timeline = useMemo(() => tabTimeline(core, tab, pubkey, viewer), [core, tab, pubkey, viewer]);
  return useTimelineView(timeline);
}
