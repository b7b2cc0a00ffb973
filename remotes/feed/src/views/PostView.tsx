import { EmptyState, ErrorState, Page, PageHeader } from '@app/ui';
import { LiveNoteCard, NoteCardSkeleton } from '@app/ui/nostr';
import type { EventLoad } from '@app/ui/nostr';
import { FocusedNote, ThreadAncestors, ThreadReplies } from '../thread/ThreadParts';
import type { ThreadReply } from '../thread/thread-order';
import type { AncestorsLoad } from '../thread/useAncestors';

export interface PostViewProps {
  load: EventLoad;
  /** The notes above this one (default: none). */
  ancestors?: AncestorsLoad;
  /** Its replies in display order (default: none yet). */
  replies?: ThreadReply[];
}

const NO_ANCESTORS: AncestorsLoad = { ancestors: [], state: 'done' };

/** A post in its thread: ancestors above, the focused note highlighted, replies below; or its load state. */
export function PostView({ load, ancestors = NO_ANCESTORS, replies = [] }: PostViewProps) {
  return (
    <Page>
      <PageHeader title="Post" />
      {load.state === 'loading' && <NoteCardSkeleton />}
      {load.state === 'missing' && <EmptyState title="Event not found" />}
      {load.state === 'error' && <ErrorState title="Failed to fetch event" message={load.message} />}
      {load.state === 'found' && (
        <>
          <ThreadAncestors load={ancestors} />
          <FocusedNote data-testid="thread-focus" aria-current="true">
            <LiveNoteCard event={load.event} full />
          </FocusedNote>
          <ThreadReplies replies={replies} />
        </>
      )}
    </Page>
  );
}
