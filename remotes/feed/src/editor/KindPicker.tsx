import { addKind } from '../home/feed-core';
import { Checkbox } from './Checkbox';
import { Chip, Chips, Fieldset } from './editor-styles';
import { EntryField } from './EntryField';
import { kindLabel, PRESET_KINDS } from './kind-labels';

export interface KindPickerProps {
  kinds: number[];
  /** An empty list removes the kinds filter. */
  onChange(kinds: number[]): void;
}

/** Event kinds: the labelled presets, then custom kinds (integers ≥ 0, duplicates removed). */
export function KindPicker({ kinds, onChange }: KindPickerProps) {
  const toggle = (kind: number, on: boolean) => onChange(on ? addKind(kinds, kind) : kinds.filter((k) => k !== kind));
  const custom = kinds.filter((kind) => !PRESET_KINDS.includes(kind));
  return (
    <Fieldset>
      <legend>Kinds</legend>
      {PRESET_KINDS.map((kind) => (
        <Checkbox key={kind} label={kindLabel(kind)} checked={kinds.includes(kind)} onChange={(on) => toggle(kind, on)} />
      ))}
      {custom.length > 0 && (
        <Chips aria-label="Custom kinds">
          {custom.map((kind) => (
            <Chip key={kind}>
              {kindLabel(kind) === String(kind) ? kind : `${kindLabel(kind)} (${kind})`}
              <button type="button" aria-label={`Remove kind ${kind}`} onClick={() => toggle(kind, false)}>
                ×
              </button>
            </Chip>
          ))}
        </Chips>
      )}
      <EntryField label="Custom kind" placeholder="e.g. 30023" inputMode="numeric" onConfirm={(text) => onChange(text.split(/[\s,]+/).reduce(addKind, kinds))} />
    </Fieldset>
  );
}
