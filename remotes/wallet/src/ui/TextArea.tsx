import styled from '@emotion/styled';
import { useId, type TextareaHTMLAttributes } from 'react';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Area = styled.textarea`
  min-height: 88px;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  resize: vertical;
  overflow-wrap: anywhere;
  &:focus {
    border-color: ${(p) => p.theme.colors.accent};
    outline: none;
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
  }
`;

/** A labelled multi-line field for long strings (invoices, tokens), in a monospace font. */
export function TextArea({ label, id, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const fallbackId = useId();
  const areaId = id ?? fallbackId;
  return (
    <Field>
      <label htmlFor={areaId}>{label}</label>
      <Area spellCheck={false} autoCapitalize="off" autoCorrect="off" {...props} id={areaId} />
    </Field>
  );
}
