import styled from '@emotion/styled';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { notePath, type NostrEvent } from '@app/core';
import { QuoteDepthContext, useQuoteDepth } from '../content/quoteDepth';
import { ErrorBoundary, useNoteSlots } from '@app/ui';
import { ActionLine } from '../kinds/ActionLine';
import { activityOf } from '../kinds/activity';
import { useVerifiedZap } from './useVerifiedZap';
import { EventNotFound } from '../kinds/EventNotFound';
import { replyParentId } from '../kinds/eventTags';
import { useEventById } from '../kinds/useEventById';
import { NoteCard } from '../nostr/NoteCard';
import { NoteCardSkeleton } from '../nostr/NoteCardSkeleton';
import { NoteMenu } from '../note-menu/NoteMenu';
import { ReactionsBar } from '../reactions/ReactionsBar';
import { useProfile } from './useProfile';

const RepliedTo = styled.div`
  padding: 0 ${(p) => p.theme.spacing.lg}px;
`;

interface ItemOptions {
  /** Show the note a reply answers above it (feed config showRepliedTo). */
  showRepliedTo?: boolean;
  /** A quoted or replied-to note inside another card. */
  embedded?: boolean;
  /** The note's own page (standalone): its whole text, never clipped behind 'Show More'; its footer follows the standalone settings. */
  full?: boolean;
}

/** The Nostr components a card hands to the note slots of @app/ui (the shell's footer and menu render them). */
export interface NoteViews {
  ReactionsBar: typeof ReactionsBar;
  NoteMenu: typeof NoteMenu;
}
const VIEWS: NoteViews = { ReactionsBar, NoteMenu };

export type LiveNoteCardProps = ({ event: NostrEvent; id?: undefined; relays?: undefined } | { id: string; relays?: string[]; event?: undefined }) &
  ItemOptions;

/** The card itself, with its author's profile (batched by the core); opening it shows the post page. */
function ProfiledCard({ event, embedded, full }: { event: NostrEvent; embedded?: boolean; full?: boolean }) {
  const profile = useProfile(event.pubkey);
  const navigate = useNavigate();
  const slots = useNoteSlots<NoteViews>();
  return (
    <NoteCard
      event={event}
      profile={profile}
      embedded={embedded}
      clip={!full}
      footer={embedded ? undefined : slots.footer?.(event, VIEWS, { standalone: Boolean(full) })}
      menu={embedded ? undefined : slots.menu?.(event, VIEWS)}
      onOpen={() => navigate(notePath(event.id, { author: event.pubkey }))}
    />
  );
}

/** Reposts, reactions and zaps show an action line above the note they are about; replies may show their parent. */
function EventItem({ event, showRepliedTo = false, embedded = false, full = false }: { event: NostrEvent } & ItemOptions) {
  const depth = useQuoteDepth();
  const zap = useVerifiedZap(event.kind === 9735 ? event : null);
  if (event.kind === 9735 && !zap) return null; // a receipt shows only once it passed NIP-57's checks
  const activity = embedded ? null : activityOf(event, zap);
  if (activity) {
    return (
      <div data-testid="feed-activity">
        <ActionLine actor={activity.actor} verb={activity.verb} />
        <LiveNoteCard id={activity.targetId} />
      </div>
    );
  }
  const parentId = showRepliedTo && !embedded ? replyParentId(event) : undefined;
  return (
    <>
      {parentId && (
        <RepliedTo data-testid="replied-to">
          <QuoteDepthContext.Provider value={depth + 1}>
            <LiveNoteCard id={parentId} embedded />
          </QuoteDepthContext.Provider>
        </RepliedTo>
      )}
      <ProfiledCard event={event} embedded={embedded} full={full} />
    </>
  );
}

/** `relays`: the relay hints of the link that named the note (an nevent), asked at once. */
function FetchedItem({ id, relays, ...options }: { id: string; relays?: string[] } & ItemOptions) {
  const load = useEventById(id, relays);
  if (load.state === 'loading') return <NoteCardSkeleton />;
  if (load.state === 'missing' || load.state === 'error') return <EventNotFound embedded={options.embedded} />;
  return <EventItem event={load.event} {...options} />;
}

/**
 * A feed item: the given event, or the one fetched by `id` (skeleton while loading, then 'Event not found').
 * Rendered by kind, inside an error boundary so one broken item never takes the page down. Memoised: a virtual
 * list re-renders its rows on every scrolled frame, and a card whose event and options are the same is skipped.
 */
export const LiveNoteCard = memo(function LiveNoteCard({ event, id, relays, ...options }: LiveNoteCardProps) {
  return (
    <ErrorBoundary>
      {event ? <EventItem event={event} {...options} /> : <FetchedItem id={id} relays={relays} {...options} />}
    </ErrorBoundary>
  );
});
