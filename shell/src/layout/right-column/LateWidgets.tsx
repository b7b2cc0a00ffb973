import { FollowsWidget, RelevantPeopleWidget } from '@app/ui/nostr';
import { GraphStatsWidget } from './GraphStatsWidget';
import { NetworkWidget } from './NetworkWidget';

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
      {viewed && <RelevantPeopleWidget pubkeys={[viewed]} />}
      {follows && <FollowsWidget pubkey={follows} />}
    </>
  );
}
