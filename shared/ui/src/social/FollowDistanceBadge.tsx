import { FollowDistanceBadgeView } from './FollowDistanceBadgeView';
import { followDistanceOf, followedByOf, isMutedOf, useGraphValue, useSocialValue } from './useSocial';

const NOBODY: string[] = [];

/** The follow-distance badge of `pubkey`, from the social graph and the signed-in user's mute list. */
export function FollowDistanceBadge({ pubkey }: { pubkey: string }) {
  const distance = useGraphValue<number | undefined>(pubkey, followDistanceOf, undefined);
  const friends = useGraphValue(pubkey, followedByOf, NOBODY);
  const muted = useSocialValue(pubkey, isMutedOf, false);
  return <FollowDistanceBadgeView distance={distance} friends={friends.length} muted={muted} />;
}
