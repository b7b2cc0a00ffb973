import { locationGeotags } from '../compose/geohash'

/** Spec 2 §9: location requests time out after 5 s and never use a cached position. */
const LOCATION_OPTIONS: PositionOptions = { maximumAge: 0, timeout: 5000 }
/** Spec 2 §8: the geolocation errors. */
export const LOCATION_ERRORS = { denied: 'Could not get location', failed: 'Failed to get location' } as const

/** Asks the browser for the position; resolves with its geohash prefixes up to precision 4 (spec 1 §7, spec 2 §9). */
export function requestGeotags(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<string[]> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error(LOCATION_ERRORS.failed))
    try {
      geolocation.getCurrentPosition(
        (position) => resolve(locationGeotags(position.coords.latitude, position.coords.longitude)),
        () => reject(new Error(LOCATION_ERRORS.denied)),
        LOCATION_OPTIONS,
      )
    } catch {
      reject(new Error(LOCATION_ERRORS.failed))
    }
  })
}
