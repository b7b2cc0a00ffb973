import { useMemo } from 'react';
import type { NostrEvent } from '@app/core';
import { useEventById, useTimeline } from '@app/ui/nostr';
import { AuthorNotesWidgetView } from './AuthorNotesWidgetView';
import { CompactNoteRow } from './CompactNoteRow';
import { AUTHOR_NOTES_FETCHED, authorNotes } from './note-lists';
import type { NoteOfPath } from './widgets-of-path';

const liveRow = (event: NostrEvent) => <CompactNoteRow event={event} />;

/** The author of the viewed note: from its link, else from the event (undefined while loading, null if not found). */
function useNoteAuthor(note: NoteOfPath): string | undefined | null {
  const load = useEventById(note.author ? undefined : note.id, note.relays);
  if (note.author) return note.author;
  if (load.state === 'loading') return undefined;
  return load.state === 'found' ? load.event.pubkey : null;
}

/** The author's recent notes, as the 'More from this author' list. */
function AuthorNotes({ author, viewedId }: { author: string; viewedId: string }) {
  const { items, loading } = useTimeline({ kinds: [1], authors: [author] }, AUTHOR_NOTES_FETCHED);
  const notes = useMemo(() => authorNotes(items, author, viewedId), [items, author, viewedId]);
  return <AuthorNotesWidgetView events={notes.length === 0 && loading ? undefined : notes} renderRow={liveRow} />;
}

/** Right column 'More from this author' on a note page: the author's 5 newest other notes (replies left out). */
export default function AuthorNotesWidget({ note }: { note: NoteOfPath }) {
  const author = useNoteAuthor(note);
  if (author === null) return null;
  if (author === undefined) return <AuthorNotesWidgetView events={undefined} />;
  return <AuthorNotes author={author} viewedId={note.id} />;
}
