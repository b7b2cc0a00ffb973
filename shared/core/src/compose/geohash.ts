const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz'

/** Spec 2 §9: a location request tags up to 4 prefixes. */
export const LOCATION_PRECISION = 4

/** Encodes a position as a base-32 geohash of the given precision. */
export function encodeGeohash(latitude: number, longitude: number, precision = 5): string {
  const lat = [-90, 90]
  const lon = [-180, 180]
  let hash = ''
  let bits = 0
  let value = 0
  let evenBit = true
  while (hash.length < precision) {
    const range = evenBit ? lon : lat
    const coordinate = evenBit ? longitude : latitude
    const middle = (range[0] + range[1]) / 2
    value = value * 2 + (coordinate >= middle ? 1 : 0)
    if (coordinate >= middle) range[0] = middle
    else range[1] = middle
    evenBit = !evenBit
    if (++bits === 5) {
      hash += BASE32[value]
      bits = 0
      value = 0
    }
  }
  return hash
}

/** Every prefix of a geohash, shortest first ('u33d' → u, u3, u33, u33d), so searches at any precision match. */
export function geohashPrefixes(hash: string): string[] {
  return Array.from({ length: hash.length }, (_, index) => hash.slice(0, index + 1))
}

/** The g tags of a position: its precision-4 geohash and prefixes. */
export function locationGeotags(latitude: number, longitude: number): string[] {
  return geohashPrefixes(encodeGeohash(latitude, longitude, LOCATION_PRECISION))
}
