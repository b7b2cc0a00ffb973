import styled from '@emotion/styled';
import type { Timeline } from '@app/core';
import { useObservable } from '@app/ui';
import { NoteCardSkeleton, TimelineList, useTimelineView } from '@app/ui/nostr';
import { nothingYet, searchStore, useSearchTools } from '../search-box/search-services';
import { useKnownAuthors } from './useKnownAuthors';

const Toggle = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

const SHOWN_UNTIL_READ = nothingYet<boolean>();

/** The search's notes, more on scroll; without unknown users, only authors inside the user's social graph. */
function ResultList({ timeline, showUnknown }: { timeline: Timeline; showUnknown: boolean }) {
  const view = useTimelineView(timeline);
  const known = useKnownAuthors(view.items, !showUnknown);
  const shown = showUnknown ? view : { ...view, items: view.items.filter((event) => known.has(event.pubkey)) };
  return <TimelineList view={shown} emptyText="No posts found" />;
}

/** The matching notes (or a note's skeleton while the search starts), with 'Show posts from unknown users' (persisted). */
export function SearchResultNotes({ timeline }: { timeline: Timeline | null }) {
  const tools = useSearchTools(true);
  const store = tools && searchStore(tools);
  const showUnknown = useObservable(store?.showUnknownUsers$ ?? SHOWN_UNTIL_READ, store?.get().showEventsByUnknownUsers ?? true);
  if (!timeline) return <NoteCardSkeleton />;
  return (
    <>
      <Toggle>
        <input type="checkbox" checked={showUnknown} onChange={(event) => store?.setShowUnknownUsers(event.target.checked)} />
        Show posts from unknown users
      </Toggle>
      <ResultList timeline={timeline} showUnknown={showUnknown} />
    </>
  );
}
