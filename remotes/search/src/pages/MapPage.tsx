import { useMemo, useState } from 'react';
import { useNavigate, useParams } from '@app/ui';
import { useTimeline } from '@app/ui/nostr';
import { MapView } from '../views/MapView';

/** The regions /map shows before a place is chosen (the first geohash character of each). */
const DEFAULT_REGIONS = ['u', 'g', 'd', '9', 's'];

/** /map/{geohash}: the map and the notes and listings tagged inside a geohash ('#g'); 'Add current location'. */
export default function MapPage() {
  const { query } = useParams();
  const navigate = useNavigate();
  const geohash = query?.trim().toLowerCase();
  const filter = useMemo(() => ({ kinds: [1, 30402], '#g': geohash ? [geohash] : DEFAULT_REGIONS }), [geohash]);
  const timeline = useTimeline(filter, 10);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const open = (cell: string) => navigate(`/map/${encodeURIComponent(cell)}`);
  const locate = async () => {
    setLocating(true);
    setLocationError(undefined);
    try {
      const { requestGeotags } = await import('@app/core/search');
      const tags = await requestGeotags();
      open(tags[tags.length - 1]);
    } catch (error) {
      setLocationError(error instanceof Error ? error.message : 'Failed to get location');
    } finally {
      setLocating(false);
    }
  };
  return <MapView geohash={geohash} timeline={timeline} onPick={open} onLocate={() => void locate()} locating={locating} locationError={locationError} />;
}
