import styled from '@emotion/styled';
import { useId } from 'react';
import { FieldHint, FieldRow } from './field-parts';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  margin-top: ${(p) => p.theme.spacing.sm}px;
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  cursor: pointer;
  input {
    accent-color: ${(p) => p.theme.colors.accentStrong};
  }
`;

/** One choice of a SelectField. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

/** A one-of-several setting: a labelled radio group (Tab reaches it, arrow keys move the choice). */
export function SelectField<T extends string>({ label, value, options, onChange, hint }: SelectFieldProps<T>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <FieldRow>
      <Group aria-describedby={hint ? hintId : undefined}>
        <legend>{label}</legend>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        <Options>
          {options.map((option) => (
            <Option key={option.value}>
              <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
              {option.label}
            </Option>
          ))}
        </Options>
      </Group>
    </FieldRow>
  );
}
