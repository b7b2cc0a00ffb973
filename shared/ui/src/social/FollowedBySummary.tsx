import { renderLiveName } from '../people/PersonLink';
import { FollowedBySummaryView } from './FollowedBySummaryView';
import { followDistanceOf, followedByOf, useGraphValue } from './useSocial';

const NOBODY: string[] = [];

/** FollowedBySummaryView for `pubkey`, from the social graph, with linked names. */
export function FollowedBySummary({ pubkey }: { pubkey: string }) {
  const distance = useGraphValue<number | undefined>(pubkey, followDistanceOf, undefined);
  const followedBy = useGraphValue(pubkey, followedByOf, NOBODY);
  return <FollowedBySummaryView distance={distance} followedBy={followedBy} renderName={renderLiveName} />;
}
