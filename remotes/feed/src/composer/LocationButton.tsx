import { Button, Icon } from '@app/ui';
import { useState } from 'react';
import { Hint } from './composer-styles';

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
      const { requestGeotags } = await import('@app/core/search'); // with the first location, not the composer
      onChange(await requestGeotags());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Failed to get location');
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
