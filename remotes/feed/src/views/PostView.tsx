import { EmptyState, ErrorState, LiveNoteCard, NoteCardSkeleton, Page, PageHeader } from '@app/ui';
import type { EventLoad } from '../components/event-load';

export interface PostViewProps {
  load: EventLoad;
}

/** A standalone post: a skeleton while loading, the note, 'Event not found' or the failure. */
export function PostView({ load }: PostViewProps) {
  return (
    <Page>
      <PageHeader title="Post" />
      {load.state === 'loading' && <NoteCardSkeleton />}
      {load.state === 'missing' && <EmptyState title="Event not found" />}
      {load.state === 'error' && <ErrorState title="Failed to fetch event" message={load.message} />}
      {load.state === 'found' && <LiveNoteCard event={load.event} />}
    </Page>
  );
}
