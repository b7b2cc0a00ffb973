import type { FeedViewState } from '@app/core';
import { EmptyState, ErrorBoundary, ErrorState } from '@app/ui';
import { NoteCardSkeleton } from '@app/ui/nostr';
import { lazy, Suspense } from 'react';
import { FeedFooter } from './FeedFooter';
import { FeedList } from './FeedList';
import { NewEventsButton } from './NewEventsButton';

/** The grid and its media viewer load when a feed is shown as a grid: the default list needs none of it. */
const MediaGrid = lazy(() => import('./MediaGrid').then((module) => ({ default: module.MediaGrid })));

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
        <ErrorBoundary>
          <Suspense fallback={<NoteCardSkeleton />}>
            <MediaGrid events={events} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <FeedList events={events} showRepliedTo={showRepliedTo} />
      )}
      <FeedFooter state={state} actions={actions} />
    </div>
  );
}
