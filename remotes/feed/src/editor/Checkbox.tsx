import styled from '@emotion/styled';

const Label = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => (p.$disabled ? p.theme.colors.muted : p.theme.colors.text)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
`;

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

/** A labelled checkbox of the feed editor. */
export function Checkbox({ label, checked, onChange, disabled }: CheckboxProps) {
  return (
    <Label $disabled={disabled}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </Label>
  );
}
