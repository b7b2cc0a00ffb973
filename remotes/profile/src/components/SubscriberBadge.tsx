import { Link } from '@app/ui';
import { Badge } from '@app/ui';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spec 1 §6: a subscriber's tier badge, linking to /subscribe. */
export function SubscriberBadge({ tier }: { tier: string }) {
  return (
    <Link to="/subscribe" aria-label={`${capitalise(tier)} subscriber`}>
      <Badge tone="accent">{capitalise(tier)}</Badge>
    </Link>
  );
}
