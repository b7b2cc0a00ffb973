import { describe, expect, it } from 'vitest'
import { LOCATION_ERRORS, requestGeotags } from './current-location'

/** A browser geolocation that answers with `outcome` (a position or an error), recording the options it was asked with. */
function geolocationAnswering(outcome: { latitude: number; longitude: number } | 'denied' | 'throws') {
  const asked: PositionOptions[] = []
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
      asked.push(options)
      if (outcome === 'throws') throw new Error('blocked')
      if (outcome === 'denied') return fail({ code: 1 } as GeolocationPositionError)
      ok({ coords: outcome } as GeolocationPosition)
    },
  } as unknown as Geolocation
  return { geolocation, asked }
}

describe('requestGeotags', () => {
  it('turns the position into geohash prefixes up to precision 4, never from a cached position, 5 s at most', async () => {
    const { geolocation, asked } = geolocationAnswering({ latitude: 48.8566, longitude: 2.3522 })
    expect(await requestGeotags(geolocation)).toEqual(['u', 'u0', 'u09', 'u09t'])
    expect(asked).toEqual([{ maximumAge: 0, timeout: 5000 }])
  })

  it('says so when the position is refused, or geolocation is missing or fails', async () => {
    await expect(requestGeotags(geolocationAnswering('denied').geolocation)).rejects.toThrow(LOCATION_ERRORS.denied)
    await expect(requestGeotags(geolocationAnswering('throws').geolocation)).rejects.toThrow(LOCATION_ERRORS.failed)
    await expect(requestGeotags(undefined)).rejects.toThrow(LOCATION_ERRORS.failed)
  })
})
