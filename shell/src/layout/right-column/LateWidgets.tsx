import { lazy, Suspense } from 'react';
import { GraphStatsWidget } from './GraphStatsWidget';
import { NetworkWidget } from './NetworkWidget';

/** The people widgets come with the Nostr components (@app/ui/nostr): loaded only when there are people to show. */
const PeopleWidgets = lazy(() => import('./PeopleWidgets'));

export interface LateWidgetsProps {
  /** The profile the page shows, if any (its relevant people and follows). */
  viewed: string | null;
  /** The signed-in user's key (their follows where no profile is shown). */
  userPubkey?: string;
}

/**
 * The right column's widgets, in a chunk of their own: they start WIDGETS_DELAY_MS after the layout mounts, so
 * their code has no place in a page's first load.
 */
export default function LateWidgets({ viewed, userPubkey }: LateWidgetsProps) {
  const follows = viewed ?? userPubkey;
  return (
    <>
      <GraphStatsWidget />
      <NetworkWidget />
      {follows && (
        <Suspense fallback={null}>
          <PeopleWidgets viewed={viewed} follows={follows} />
        </Suspense>
      )}
    </>
  );
}
