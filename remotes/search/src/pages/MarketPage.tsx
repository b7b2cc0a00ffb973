import { useMemo } from 'react';
import type { DisplayAs } from '@app/core/search';
import { useCore, useObservable, useParams } from '@app/ui';
import { useTimeline } from '@app/ui/nostr';
import { useAsync } from '../components/useAsync';
import { loadSearchTools, nothingYet, searchStore, useSearchTools } from '../search-box/search-services';
import { MarketView } from '../views/MarketView';

/** Listings read to build the category index. */
const INDEXED_LISTINGS = 500;
const LIST_UNTIL_READ = nothingYet<DisplayAs>();

/** /m/{category}: classified listings (NIP-99, kind 30402), by category tag, with the category index and a map. */
export default function MarketPage() {
  const { category } = useParams();
  const core = useCore();
  const filter = useMemo(() => (category ? { kinds: [30402], '#t': [category.toLowerCase()] } : { kinds: [30402] }), [category]);
  const timeline = useTimeline(filter, 10);
  const index = useAsync('market', async () => {
    const [tools, listings] = await Promise.all([loadSearchTools(), core.pool.query([{ kinds: [30402], limit: INDEXED_LISTINGS }])]);
    return tools.buildMarketIndex(listings);
  });
  const tools = useSearchTools(true);
  const store = tools && searchStore(tools);
  const displayAs = useObservable(store?.marketDisplayAs$ ?? LIST_UNTIL_READ, store?.get().marketDisplayAs ?? 'list');
  return <MarketView category={category} timeline={timeline} index={index} displayAs={displayAs} onDisplayAs={store ? (display) => store.setMarketDisplayAs(display) : undefined} />;
}
