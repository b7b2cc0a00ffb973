import { Badge } from '@app/ui';
import { distanceBadge, type DistanceBadgeInputs } from './followRules';

export type FollowDistanceBadgeViewProps = DistanceBadgeInputs;

/** 'You', 'Following', 'Followed by {n} friends' (accent above 10) or 'Muted'; nothing beyond distance 2. */
export function FollowDistanceBadgeView(props: FollowDistanceBadgeViewProps) {
  const badge = distanceBadge(props);
  if (!badge) return null;
  return (
    <Badge tone={badge.tone} data-testid="follow-distance-badge">
      {badge.text}
    </Badge>
  );
}
