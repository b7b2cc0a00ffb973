import type { NostrEvent } from '@app/core';
import { LiveNoteCard, NoteCardSkeleton } from '@app/ui/nostr';

/** The matching notes, or a note's skeleton while the search runs. */
export function SearchResultNotes({ events }: { events: NostrEvent[] | null }) {
  if (!events) return <NoteCardSkeleton />;
  return events.map((event) => <LiveNoteCard key={event.id} event={event} />);
}
