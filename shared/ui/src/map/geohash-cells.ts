import ngeohash from 'ngeohash';

/** Geohash characters (base 32 without a, i, l and o). */
const GEOHASH = /^[0-9b-hjkmnp-z]{1,12}$/;

/** Coarser cells at lower zooms: about one cell per click target from the whole world down to a district. */
const PRECISION_BY_ZOOM: [maxZoom: number, precision: number][] = [
  [2, 1],
  [4, 2],
  [7, 3],
  [10, 4],
  [12, 5],
];

/** The geohash length a click picks at a map zoom level (6 from zoom 13 on). */
export function precisionForZoom(zoom: number): number {
  return PRECISION_BY_ZOOM.find(([maxZoom]) => zoom <= maxZoom)?.[1] ?? 6;
}

/** A cell's corners as [[south, west], [north, east]]; null for text that is no geohash. */
export function cellBounds(geohash: string): [[number, number], [number, number]] | null {
  if (!GEOHASH.test(geohash)) return null;
  const [south, west, north, east] = ngeohash.decode_bbox(geohash);
  return [
    [south, west],
    [north, east],
  ];
}

/** The geohash of a point at a precision. */
export function geohashAt(latitude: number, longitude: number, precision: number): string {
  return ngeohash.encode(latitude, longitude, precision);
}

export { toggleGeohash } from './toggleGeohash';
