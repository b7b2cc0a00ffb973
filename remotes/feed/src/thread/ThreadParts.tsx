import styled from '@emotion/styled';
import { LiveNoteCard, NoteCardSkeleton } from '@app/ui/nostr';
import type { AncestorsLoad } from './useAncestors';
import type { ThreadReply } from './thread-order';

const Ancestor = styled.div`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    left: 38px;
    bottom: 0;
    width: 2px;
    height: ${(p) => p.theme.spacing.md}px;
    background: ${(p) => p.theme.colors.border};
  }
`;

const Gap = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  color: ${(p) => p.theme.colors.muted};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

/** The notes above the focused one, oldest first; a skeleton while walking up, 'Event not found' for a gap. */
export function ThreadAncestors({ load }: { load: AncestorsLoad }) {
  return (
    <section aria-label="Earlier in the thread">
      {load.state === 'missing' && <Gap>Event not found</Gap>}
      {load.state === 'loading' && <NoteCardSkeleton />}
      {load.ancestors.map((event) => (
        <Ancestor key={event.id} data-testid="thread-ancestor">
          <LiveNoteCard event={event} />
        </Ancestor>
      ))}
    </section>
  );
}

/** The focused note, set apart by an accent edge. */
export const FocusedNote = styled.div`
  border-left: 3px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
  & > article {
    background: transparent;
  }
`;

const ReplyRow = styled.li<{ $nested: boolean }>`
  list-style: none;
  margin-left: ${(p) => (p.$nested ? p.theme.spacing.xxl : 0)}px;
  border-left: ${(p) => (p.$nested ? `2px solid ${p.theme.colors.border}` : 'none')};
`;

const ReplyList = styled.ol`
  margin: 0;
  padding: 0;
`;

/** Direct replies oldest first; answers to a reply are indented one level beneath it. */
export function ThreadReplies({ replies }: { replies: ThreadReply[] }) {
  if (replies.length === 0) return null;
  return (
    <ReplyList aria-label="Replies">
      {replies.map(({ event, depth }) => (
        <ReplyRow key={event.id} $nested={depth === 2} data-testid="thread-reply" data-depth={depth}>
          <LiveNoteCard event={event} />
        </ReplyRow>
      ))}
    </ReplyList>
  );
}
