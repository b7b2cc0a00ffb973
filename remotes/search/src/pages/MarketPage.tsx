import { useMemo } from 'react';
import { useParams } from '@app/ui';
import { useTimeline } from '@app/ui/nostr';
import { MarketView } from '../views/MarketView';

/** /m/{category}: classified listings (NIP-99, kind 30402), optionally by category tag. */
export default function MarketPage() {
  const { category } = useParams();
  const filter = useMemo(() => (category ? { kinds: [30402], '#t': [category] } : { kinds: [30402] }), [category]);
  const timeline = useTimeline(filter, 10);
  return <MarketView category={category} timeline={timeline} />;
}
