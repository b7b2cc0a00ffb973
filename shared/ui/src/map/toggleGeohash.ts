/** The list with the geohash added, or removed when it is already there (a second click on a cell undoes the first). */
export function toggleGeohash(list: string[], geohash: string): string[] {
  return list.includes(geohash) ? list.filter((entry) => entry !== geohash) : [...list, geohash];
}
