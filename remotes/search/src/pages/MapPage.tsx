import { useMemo } from 'react';
import { useParams } from '@app/ui';
import { useTimeline } from '@app/ui/nostr';
import { MapView } from '../views/MapView';

/** /map/{geohash}: geotagged posts by geohash ('#g'); the map view arrives with its own issue. */
export default function MapPage() {
  const { query } = useParams();
  const geohash = query?.trim().toLowerCase();
  const filter = useMemo(() => (geohash ? { kinds: [1, 30402], '#g': [geohash] } : { kinds: [1, 30402], '#g': ['u', 'g', 'd', '9', 's'] }), [geohash]);
  const timeline = useTimeline(filter, 10);
  return <MapView geohash={geohash} timeline={timeline} />;
}
