import { lazyComponent } from '@app/ui';
import type { GeohashMapProps } from './GeohashMap';
import { MapLoading } from './MapFrame';

/** The geohash map (see GeohashMap.tsx): its code loads on first render, behind the map's loading spinner. */
export const GeohashMap = lazyComponent<GeohashMapProps>(
  () => import('./GeohashMap').then((module) => module.GeohashMap),
  ({ height = 280 }) => <MapLoading height={height} />,
);

/** Fetches the map's code and Leaflet ahead of the first map (e.g. before a story or a likely click shows one). */
export async function preloadMap(): Promise<void> {
  const [{ loadLeaflet }] = await Promise.all([import('./leaflet-loader'), GeohashMap.preload()]);
  await loadLeaflet();
}
