import { Page, PageHeader } from '@app/ui';
import { TimelineList, type TimelineView } from '@app/ui/nostr';
import { SearchTabs } from '../components/SearchTabs';

export interface MarketViewProps {
  /** The category ('#t' tag) shown, if any. */
  category?: string;
  /** The classified listings, page by page. */
  timeline: TimelineView;
}

/** Market: classified listings (NIP-99), optionally of one category, with loading, empty and error states. */
export function MarketView({ category, timeline }: MarketViewProps) {
  return (
    <Page>
      <PageHeader title={category ? `Market · ${category}` : 'Market'} />
      <SearchTabs active="/m" />
      <TimelineList view={timeline} emptyText="No listings found" />
    </Page>
  );
}
