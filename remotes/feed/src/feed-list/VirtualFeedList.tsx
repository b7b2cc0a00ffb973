import styled from '@emotion/styled';
import type { NostrEvent } from '@app/core';
import { LiveNoteCard } from '@app/ui/nostr';
import type { FeedListProps } from './FeedList';
import { useWindowList } from './useWindowList';
import { Viewport, VirtualRow } from './virtual-rows';

const Row = styled(VirtualRow)`
  /* Rows are stacking contexts (transform): lift the hovered one so its hover card covers the rows below. */
  &:hover,
  &:focus-within {
    z-index: 2;
  }
`;

/** Rough height of a note card before it is measured. */
const ESTIMATED_NOTE_PX = 180;

/**
 * The feed as a virtual list scrolled by the window: with 10,000 events only the ~screenful near the
 * viewport (plus 5 each side) is mounted. Loaded by FeedList after the feed's first rows are painted.
 */
export function VirtualFeedList({ events, renderItem, showRepliedTo = true }: FeedListProps) {
  const render = renderItem ?? ((event: NostrEvent) => <LiveNoteCard event={event} showRepliedTo={showRepliedTo} />);
  const { listRef, virtualizer, scrollMargin } = useWindowList(events.length, ESTIMATED_NOTE_PX, (index) => events[index].id);
  return (
    <Viewport ref={listRef} style={{ height: virtualizer.getTotalSize() }} data-testid="feed-list" data-count={events.length}>
      {virtualizer.getVirtualItems().map((item) => (
        <Row
          key={item.key}
          data-index={item.index}
          data-event-id={events[item.index].id}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        >
          {render(events[item.index])}
        </Row>
      ))}
    </Viewport>
  );
}
