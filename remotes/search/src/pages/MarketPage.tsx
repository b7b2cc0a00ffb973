import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Page, PageHeader, TimelineList, useTimeline } from '@app/ui';
import { SearchTabs } from '../components/SearchTabs';

/** /m/{category}: classified listings (NIP-99, kind 30402), optionally by category tag. */
export default function MarketPage() {
  const { category } = useParams();
  const filter = useMemo(() => (category ? { kinds: [30402], '#t': [category] } : { kinds: [30402] }), [category]);
  const view = useTimeline(filter, 10);
  return (
    <Page>
      <PageHeader title={category ? `Market · ${category}` : 'Market'} />
      <SearchTabs active="/m" />
      <TimelineList view={view} emptyText="No listings found" />
    </Page>
  );
}
