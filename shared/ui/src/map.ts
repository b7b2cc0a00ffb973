// @app/ui/map: the geohash map; its code and Leaflet load when it is first shown (lazyMap.tsx).

export { GeohashMap, preloadMap } from './map/lazyMap';
export type { GeohashMapProps } from './map/GeohashMap';
export { DEFAULT_MAP_TILES } from './map/mapTiles';
export { toggleGeohash } from './map/toggleGeohash';
