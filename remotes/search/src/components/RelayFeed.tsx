import type { Timeline } from '@app/core';
import { TimelineList, useTimelineView } from '@app/ui/nostr';

/** A relay's own feed: its newest notes, more on scroll. */
export function RelayFeed({ timeline }: { timeline: Timeline }) {
  return (
    <section aria-labelledby="relay-feed">
      <h2 id="relay-feed">Latest on this relay</h2>
      <TimelineList view={useTimelineView(timeline)} emptyText="No posts on this relay" />
    </section>
  );
}
