import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Page, PageHeader, TimelineList, useTimeline } from '@app/ui';
import { SearchTabs } from '../components/SearchTabs';

/** /map/{geohash}: geotagged posts by geohash ('#g'); the map view arrives with its own issue. */
export default function MapPage() {
  const { query } = useParams();
  const geohash = query?.trim().toLowerCase();
  const filter = useMemo(() => (geohash ? { kinds: [1, 30402], '#g': [geohash] } : { kinds: [1, 30402], '#g': ['u', 'g', 'd', '9', 's'] }), [geohash]);
  const view = useTimeline(filter, 10);
  return (
    <Page>
      <PageHeader title={geohash ? `Map · ${geohash}` : 'Map'} />
      <SearchTabs active="/map" />
      <TimelineList view={view} emptyText="No posts found" />
    </Page>
  );
}
