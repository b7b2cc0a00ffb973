import styled from '@emotion/styled';
import { TextInput } from '@app/ui';
import { useId, type KeyboardEvent } from 'react';
import { FieldHint, FieldRow } from './field-parts';

/** Keys, salts and addresses read better in a fixed-width face. */
const Monospace = styled.div`
  input {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Shown under the field in the error colour; marks the field invalid. */
  error?: string | null;
  placeholder?: string;
  monospace?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A labelled text setting with an optional hint and error. */
export function TextField({ label, value, onChange, hint, error, placeholder, monospace, onKeyDown }: TextFieldProps) {
  const hintId = useId();
  const input = (
    <TextInput
      label={label}
      value={value}
      placeholder={placeholder}
      error={error ?? undefined}
      spellCheck={false}
      autoComplete="off"
      aria-describedby={hint ? hintId : undefined}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
  return (
    <FieldRow>
      {monospace ? <Monospace>{input}</Monospace> : input}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldRow>
  );
}
