import type { TimelineView } from './useTimeline';
import { Button } from '@app/ui';
import { EmptyState } from '@app/ui';
import { ErrorState } from '@app/ui';
import { NoteCardSkeleton } from '../nostr/NoteCardSkeleton';
import { LiveNoteCard } from './LiveNoteCard';
import { useInfiniteScroll } from './useInfiniteScroll';

interface Props {
  view: TimelineView;
  emptyText?: string;
}

/** A timeline page by page: skeletons while loading, 'load more' on scroll (and as a button), empty and error states. */
export function TimelineList({ view, emptyText = 'No posts found' }: Props) {
  const { items, loading, error, hasMore, timeline } = view;
  const loadMore = () => {
    if (!loading && hasMore) void timeline.loadMore();
  };
  const sentinel = useInfiniteScroll<HTMLDivElement>(loadMore, hasMore && !error && !loading);

  if (error && items.length === 0) return <ErrorState title="Could not load posts" message={error} onRetry={() => void timeline.refresh()} />;
  if (!loading && items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <div data-testid="timeline">
      {items.map((event) => (
        <LiveNoteCard key={event.id} event={event} />
      ))}
      {loading && <NoteCardSkeleton />}
      {error && <ErrorState title="Could not load more posts" message={error} onRetry={loadMore} />}
      <div ref={sentinel} />
      {hasMore && !loading && (
        <Button variant="ghost" onClick={loadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
