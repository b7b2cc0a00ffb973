import { Button, Icon } from '@app/ui';
import { useState } from 'react';
import { locationGeotags } from '@app/core';
import { Hint } from './composer-styles';

/** Spec 2 §9: location requests time out after 5 s and never use a cached position. */
const LOCATION_OPTIONS: PositionOptions = { maximumAge: 0, timeout: 5000 };
export const LOCATION_ERRORS = { denied: 'Could not get location', failed: 'Failed to get location' } as const;

/** Asks the browser for the position; resolves with precision-4 geohash prefixes. */
export function requestGeotags(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<string[]> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error(LOCATION_ERRORS.failed));
    try {
      geolocation.getCurrentPosition(
        (position) => resolve(locationGeotags(position.coords.latitude, position.coords.longitude)),
        () => reject(new Error(LOCATION_ERRORS.denied)),
        LOCATION_OPTIONS,
      );
    } catch {
      reject(new Error(LOCATION_ERRORS.failed));
    }
  });
}

/** Adds or removes the note's location (g tags). */
export function LocationButton({ gTags, onChange }: { gTags: string[]; onChange(tags: string[]): void }) {
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const located = gTags.length > 0;
  const toggle = async () => {
    setError(null);
    if (located) return onChange([]);
    setLocating(true);
    try {
      onChange(await requestGeotags());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : LOCATION_ERRORS.failed);
    } finally {
      setLocating(false);
    }
  };
  return (
    <>
      <Button type="button" variant="ghost" size="sm" loading={locating} aria-pressed={located} onClick={toggle}>
        <Icon name="pin" size={18} />
        {located ? gTags[gTags.length - 1] : 'Location'}
      </Button>
      {error && <Hint tone="error" role="alert">{error}</Hint>}
    </>
  );
}
