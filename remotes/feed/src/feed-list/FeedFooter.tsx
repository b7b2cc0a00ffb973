import styled from '@emotion/styled';
import type { FeedViewState } from '@app/core';
import { Button, ErrorState } from '@app/ui';
import { LiveNoteCard, useInfiniteScroll } from '@app/ui/nostr';
import type { FeedActions } from './FeedView';

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px 0;
`;

/** Below the list: more on reaching the end ('Load more'), the error, and the posts by unknown users. */
export function FeedFooter({ state, actions }: { state: FeedViewState; actions: FeedActions }) {
  const canLoad = state.hasMore && !state.error;
  const sentinel = useInfiniteScroll<HTMLDivElement>(actions.loadMore, canLoad);
  const revealed = state.unknownUsersEvents ?? [];
  const hidden = state.unknownUsersCount - revealed.length;
  return (
    <Footer>
      {state.error && <ErrorState title="Could not load more posts" message={state.error} onRetry={actions.refresh} />}
      <div ref={sentinel} />
      {canLoad && (
        <Button variant="ghost" onClick={actions.loadMore}>
          Load more
        </Button>
      )}
      {revealed.map((event) => (
        <LiveNoteCard key={event.id} event={event} />
      ))}
      {hidden > 0 && (
        <Button variant="secondary" onClick={actions.showUnknownUsers}>
          Show posts from unknown users ({hidden})
        </Button>
      )}
    </Footer>
  );
}
