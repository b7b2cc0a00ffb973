import styled from '@emotion/styled';
import type { NostrEvent } from '@app/core';
import { DEFAULT_DISTANCE } from '@app/core/search';
import { useObservable } from '@app/ui';
import { LiveNoteCard, NoteCardSkeleton, useGraphValue } from '@app/ui/nostr';
import { nothingYet, searchStore, useSearchTools } from '../search-box/search-services';

const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

const SHOWN_UNTIL_READ = nothingYet<boolean>();

/** A note shown only once its author is known to be in the user's social graph. */
function KnownAuthorNote({ event }: { event: NostrEvent }) {
  const distance = useGraphValue<number | undefined>(event.pubkey, (graph, pubkey) => graph.followDistance$(pubkey), undefined);
  return distance !== undefined && distance < DEFAULT_DISTANCE ? <LiveNoteCard event={event} /> : null;
}

/** The matching notes (or a note's skeleton while the search runs), with 'Show posts from unknown users' (persisted). */
export function SearchResultNotes({ events }: { events: NostrEvent[] | null }) {
  const tools = useSearchTools(true);
  const store = tools && searchStore(tools);
  const showUnknown = useObservable(store?.showUnknownUsers$ ?? SHOWN_UNTIL_READ, store?.get().showEventsByUnknownUsers ?? true);
  if (!events) return <NoteCardSkeleton />;
  return (
    <>
      <Toggle>
        <input type="checkbox" checked={showUnknown} onChange={(event) => store?.setShowUnknownUsers(event.target.checked)} />
        Show posts from unknown users
      </Toggle>
      {events.map((event) => (showUnknown ? <LiveNoteCard key={event.id} event={event} /> : <KnownAuthorNote key={event.id} event={event} />))}
    </>
  );
}
