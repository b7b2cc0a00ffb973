import { TextInput } from '@app/ui';
import { useId } from 'react';
import { parseBoundedInteger } from '../validation/settings-validation';
import { FieldHint, FieldRow } from './field-parts';
import { useValidatedDraft } from './useValidatedDraft';

export interface NumberFieldProps {
  label: string;
  /** The saved value. */
  value: number;
  min: number;
  max: number;
  /** Called with each valid whole number; anything else shows an error and keeps the saved value. */
  onChange: (value: number) => void;
  hint?: string;
}

/** A whole-number setting between `min` and `max` (arrow keys step it). */
export function NumberField({ label, value, min, max, onChange, hint }: NumberFieldProps) {
  const hintId = useId();
  const { draft, error, change, onKeyDown } = useValidatedDraft(value, String, (input) => parseBoundedInteger(input, min, max), onChange);
  return (
    <FieldRow>
      <TextInput
        type="number"
        inputMode="numeric"
        label={label}
        min={min}
        max={max}
        step={1}
        value={draft}
        error={error ?? undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldRow>
  );
}
