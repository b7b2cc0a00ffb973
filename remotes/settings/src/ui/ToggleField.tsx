import styled from '@emotion/styled';
import { useId } from 'react';
import { FieldHint, FieldRow } from './field-parts';

const Row = styled(FieldRow)`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.spacing.md}px;
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Switch = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${(p) => p.theme.colors.accentStrong};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

export interface ToggleFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}

/** An on/off setting: a labelled switch (a native checkbox, so Tab reaches it and Space flips it) with an optional hint. */
export function ToggleField({ label, checked, onChange, hint, disabled }: ToggleFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      </Text>
      <Switch
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Row>
  );
}
