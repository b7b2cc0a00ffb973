import styled from '@emotion/styled';
import { Button, TextInput } from '@app/ui';
import { GeohashMap, toggleGeohash } from '@app/ui/map';
import { useState } from 'react';
import { parseGeohashes } from '../home/feed-core';
import { Fieldset, Hint } from './editor-styles';

const HintRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

export interface GeohashInputProps {
  geohashes: string[];
  /** undefined removes the geohash filter. */
  onChange(geohashes: string[] | undefined): void;
}

/**
 * Geohashes as a comma list (trimmed, lowercased; '*' = all 32 base characters), applied on Enter or leaving the
 * field; the map toggle shows the cells and a click on the map adds (or removes) the cell under it.
 */
export function GeohashInput({ geohashes, onChange }: GeohashInputProps) {
  const [text, setText] = useState(geohashes.join(', '));
  const [mapOpen, setMapOpen] = useState(false);
  const apply = (parsed: string[] | undefined) => {
    setText(parsed?.join(', ') ?? '');
    onChange(parsed);
  };
  const pick = (geohash: string) => {
    const next = toggleGeohash(parseGeohashes(text) ?? [], geohash);
    apply(next.length > 0 ? next : undefined);
  };
  return (
    <Fieldset>
      <legend>Location</legend>
      <TextInput
        label="Geohash"
        placeholder="e.g. u33d, u33e"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => apply(parseGeohashes(text))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(parseGeohashes(text));
          if (event.key === 'Escape') setText(geohashes.join(', '));
        }}
      />
      <HintRow>
        <Hint>3 characters ≈ a city, 4 ≈ a district</Hint>
        <Button type="button" variant="secondary" size="sm" aria-expanded={mapOpen} onClick={() => setMapOpen(!mapOpen)}>
          {mapOpen ? 'Hide map' : 'Show map'}
        </Button>
      </HintRow>
      {mapOpen && <GeohashMap geohashes={parseGeohashes(text) ?? []} onPick={pick} />}
    </Fieldset>
  );
}
