import { TextInput } from '@app/ui';
import { useState } from 'react';
import { parseGeohashes } from '../home/feed-core';
import { Fieldset, Hint } from './editor-styles';

export interface GeohashInputProps {
  geohashes: string[];
  /** undefined removes the geohash filter. */
  onChange(geohashes: string[] | undefined): void;
}

/** Geohashes as a comma list (trimmed, lowercased; '*' = all 32 base characters), applied on Enter or leaving the field. */
export function GeohashInput({ geohashes, onChange }: GeohashInputProps) {
  const [text, setText] = useState(geohashes.join(', '));
  const commit = () => {
    const parsed = parseGeohashes(text);
    setText(parsed?.join(', ') ?? '');
    onChange(parsed);
  };
  return (
    <Fieldset>
      <legend>Location</legend>
      <TextInput
        label="Geohash"
        placeholder="e.g. u33d, u33e"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setText(geohashes.join(', '));
        }}
      />
      <Hint>3 characters ≈ a city, 4 ≈ a district</Hint>
    </Fieldset>
  );
}
