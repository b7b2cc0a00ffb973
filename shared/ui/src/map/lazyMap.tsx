import { lazyComponent } from '@app/ui';
import type { GeohashMapProps } from './GeohashMap';
import { MapLoading } from './MapFrame';

/** The geohash map (see GeohashMap.tsx): its code loads on first render, behind the map's loading spinner. */
export const GeohashMap = lazyComponent<GeohashMapProps>(
  () => import('./GeohashMap').then((module) => module.GeohashMap),
  ({ height = 280 }) => <MapLoading height={height} />,
);
