/** Spec 2 §9: a location request tags up to 4 prefixes. */
export const LOCATION_PRECISION = 4

/** Every prefix of a geohash, shortest first ('u33d' → u, u3, u33, u33d), so searches at any precision match. */
export function geohashPrefixes(hash: string): string[] {
  return Array.from({ length: hash.length }, (_, index) => hash.slice(0, index + 1))
}

/**
 * The g tags of a position: its precision-4 geohash (ngeohash, as the map's cells) and prefixes. ngeohash is loaded
 * when a location is first asked for, not with the core on every first load.
 */
export async function locationGeotags(latitude: number, longitude: number): Promise<string[]> {
  const { default: ngeohash } = await import('ngeohash')
  return geohashPrefixes(ngeohash.encode(latitude, longitude, LOCATION_PRECISION))
}
