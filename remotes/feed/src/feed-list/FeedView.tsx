import type { FeedViewState } from '@app/core';
import { EmptyState, ErrorState, NoteCardSkeleton } from '@app/ui';
import { FeedFooter } from './FeedFooter';
import { FeedList } from './FeedList';
import { MediaGrid } from './MediaGrid';
import { NewEventsButton } from './NewEventsButton';

/** What a feed view can ask its engine. */
export interface FeedActions {
  loadMore(): void;
  showNewEvents(): void;
  showUnknownUsers(): void;
  refresh(): void;
}

export interface FeedViewProps {
  state: FeedViewState;
  actions: FeedActions;
  displayAs?: 'list' | 'grid';
  /** 'No posts found', 'No popular posts found' or 'No posts found for you'. */
  emptyText: string;
  /** Replies show the note they answer (the feed config's showRepliedTo, default true). */
  showRepliedTo?: boolean;
}

/** One running feed: the new-events button, the virtual list or media grid, loading, empty and error states. */
export function FeedView({ state, actions, displayAs = 'list', emptyText, showRepliedTo = true }: FeedViewProps) {
  const { events } = state;
  if (events.length === 0 && state.error) {
    return <ErrorState title="Could not load posts" message={state.error} onRetry={actions.refresh} />;
  }
  if (events.length === 0 && !state.initialLoadDone) return <NoteCardSkeleton />;
  return (
    <div data-testid="feed">
      <NewEventsButton count={state.newEventsCount} onShow={actions.showNewEvents} />
      {events.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : displayAs === 'grid' ? (
        <MediaGrid events={events} />
      ) : (
        <FeedList events={events} showRepliedTo={showRepliedTo} />
      )}
      <FeedFooter state={state} actions={actions} />
    </div>
  );
}
