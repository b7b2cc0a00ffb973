import { lazy, Suspense } from 'react';
import { GraphStatsWidget } from './GraphStatsWidget';
import { NetworkWidget } from './NetworkWidget';
import { PopularGate } from './PopularGate';
import type { NoteOfPath } from './widgets-of-path';

// The people and note widgets come with the Nostr components (@app/ui/nostr): each loads only when it is shown.
const PeopleWidgets = lazy(() => import('./PeopleWidgets'));
const AuthorNotesWidget = lazy(() => import('./AuthorNotesWidget'));

export interface LateWidgetsProps {
  /** The profile the page shows, if any (its relevant people and follows). */
  viewed: string | null;
  /** The signed-in user's key (their follows where no profile is shown). */
  userPubkey?: string;
  /** Show the popular feed's top posts (every page but Home). */
  popular?: boolean;
  /** The note the page shows, if any (more from its author). */
  note?: NoteOfPath | null;
}

/**
 * The right column's widgets, in a chunk of their own: they start WIDGETS_DELAY_MS after the layout mounts, so
 * their code has no place in a page's first load. Order of spec 1: graph stats, network, popular, follows,
 * relevant people, more from this author.
 */
export default function LateWidgets({ viewed, userPubkey, popular = false, note = null }: LateWidgetsProps) {
  const follows = viewed ?? userPubkey;
  return (
    <>
      <GraphStatsWidget />
      <NetworkWidget />
      {popular && <PopularGate />}
      {follows && (
        <Suspense fallback={null}>
          <PeopleWidgets viewed={viewed} follows={follows} />
        </Suspense>
      )}
      {note && (
        <Suspense fallback={null}>
          <AuthorNotesWidget key={note.id} note={note} />
        </Suspense>
      )}
    </>
  );
}
