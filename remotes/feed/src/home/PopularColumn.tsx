import styled from '@emotion/styled';
import type { FeedViewState } from '@app/core';
import { Button, EmptyState } from '@app/ui';
import { LiveNoteCard, NoteCardSkeleton } from '@app/ui/nostr';
import { EMPTY_POPULAR_TEXT } from './feed-core';

// Fills what the side column leaves below its title.
const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export interface PopularColumnProps {
  state: FeedViewState;
  onLoadMore(): void;
}

/** The side column's popular posts: a scrollable box, more on request. */
export function PopularColumn({ state, onLoadMore }: PopularColumnProps) {
  if (state.events.length === 0) return state.initialLoadDone ? <EmptyState title={EMPTY_POPULAR_TEXT} /> : <NoteCardSkeleton />;
  return (
    <Scroller>
      {state.events.map((event) => (
        <LiveNoteCard key={event.id} event={event} />
      ))}
      {state.hasMore && (
        <Button variant="ghost" size="sm" onClick={onLoadMore}>
          Load more
        </Button>
      )}
    </Scroller>
  );
}
