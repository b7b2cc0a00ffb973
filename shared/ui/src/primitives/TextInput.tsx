import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Input = styled.input<{ $invalid: boolean }>`
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.error : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.md}px;
  &:focus {
    border-color: ${(p) => p.theme.colors.accent};
    outline: none;
  }
`;

const ErrorText = styled.span`
  color: ${(p) => p.theme.colors.error};
`;

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Text field with an optional visible label and error message. */
export function TextInput({ label, error, id, ...inputProps }: TextInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      {label && <label htmlFor={inputId}>{label}</label>}
      <Input
        type="text"
        {...inputProps}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={error ? errorId : inputProps['aria-describedby']}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
