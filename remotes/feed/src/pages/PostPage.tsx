import { useParams } from 'react-router';
import { decodeNostrLink } from '@app/core';
import { EmptyState, ErrorState, LiveNoteCard, NoteCardSkeleton, Page, PageHeader } from '@app/ui';
import { useEventById } from '../components/useEventById';

function idFromParam(note: string | undefined): string | undefined {
  if (!note) return undefined;
  const link = decodeNostrLink(note);
  return link.type === 'event' ? link.id : undefined;
}

/** A standalone post: /post/{note} or /{note|nevent} dispatched by the shell with the id. */
export default function PostPage(props: { id?: string }) {
  const { note } = useParams();
  const load = useEventById(props.id ?? idFromParam(note));
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
