import type { NostrEvent } from '@app/core';
import { LiveNoteCard } from '@app/ui/nostr';
import type { ReactNode } from 'react';
import { useVirtualFeedList } from './useVirtualFeedList';

export interface FeedListProps {
  events: NostrEvent[];
  /** Defaults to a LiveNoteCard (the note with its author's profile). */
  renderItem?: (event: NostrEvent) => ReactNode;
  showRepliedTo?: boolean;
}

/** Rows shown before the virtual list's code has arrived: more than a screenful of note cards. */
export const FIRST_ROWS = 8;

/**
 * The feed: its first rows at once, in plain flow; then, its code loaded after they are painted, the virtual
 * list (VirtualFeedList) that mounts only the rows near the viewport. Exported for the bench, which measures
 * it in Chromium.
 */
export function FeedList(props: FeedListProps) {
  const VirtualFeedList = useVirtualFeedList();
  if (VirtualFeedList) return <VirtualFeedList {...props} />;
  const { events, renderItem, showRepliedTo = true } = props;
  const render = renderItem ?? ((event: NostrEvent) => <LiveNoteCard event={event} showRepliedTo={showRepliedTo} />);
  return (
    <div data-testid="feed-first-rows" data-count={events.length}>
      {events.slice(0, FIRST_ROWS).map((event) => (
        <div key={event.id} data-event-id={event.id}>
          {render(event)}
        </div>
      ))}
    </div>
  );
}
