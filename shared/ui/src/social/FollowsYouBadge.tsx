import { Badge } from '@app/ui';
import { followsYouOf, useSocialValue } from './useSocial';

/** 'Follows you' when shown; nothing otherwise. */
export function FollowsYouBadgeView({ followsYou }: { followsYou: boolean }) {
  return followsYou ? <Badge tone="neutral">Follows you</Badge> : null;
}

/** 'Follows you' when `pubkey`'s follow list names the signed-in user. */
export function FollowsYouBadge({ pubkey }: { pubkey: string }) {
  return <FollowsYouBadgeView followsYou={useSocialValue(pubkey, followsYouOf, false)} />;
}
