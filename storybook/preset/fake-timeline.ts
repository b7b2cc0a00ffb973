import type { Timeline } from '@app/core';
import type { TimelineView } from '@app/ui/nostr';
import { of } from 'rxjs';
import { fn } from 'storybook/test';

type TimelineState = Omit<TimelineView, 'timeline'>;

/**
 * A TimelineView frozen in one state for the stories of views that list notes (no core, no relay).
 * Its `loadMore` and `refresh` are spies: play functions assert e.g. that Retry refreshes.
 */
export function fakeTimeline(state: Partial<TimelineState> = {}): TimelineView {
  const view: TimelineState = { items: [], loading: false, error: null, hasMore: false, ...state };
  const timeline: Timeline = {
    items$: of(view.items),
    loading$: of(view.loading),
    error$: of(view.error),
    hasMore$: of(view.hasMore),
    loadMore: fn(async () => {}).mockName('loadMore'),
    refresh: fn(async () => {}).mockName('refresh'),
  };
  return { ...view, timeline };
}
