import { Page, PageHeader } from '@app/ui';
import { TimelineList, type TimelineView } from '@app/ui/nostr';
import { SearchTabs } from '../components/SearchTabs';

export interface MapViewProps {
  /** The geohash searched, lower-case; undefined for the default regions. */
  geohash?: string;
  /** Geotagged notes and listings, page by page. */
  timeline: TimelineView;
}

/** Map: geotagged posts of one geohash (the map itself arrives with its own issue). */
export function MapView({ geohash, timeline }: MapViewProps) {
  return (
    <Page>
      <PageHeader title={geohash ? `Map · ${geohash}` : 'Map'} />
      <SearchTabs active="/map" />
      <TimelineList view={timeline} emptyText="No posts found" />
    </Page>
  );
}
