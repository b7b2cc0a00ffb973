import styled from '@emotion/styled';
import { useId } from 'react';
import { Button, useCopyFlag } from '@app/ui';
import { downloadText } from './download-text';
import { KEYS_TEXTS } from './keys-texts';
import { KeyActions } from './keys-styles';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Value = styled.textarea`
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  font: inherit;
  font-family: ui-monospace, monospace;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  resize: none;
  word-break: break-all;
`;

/** What SecretField shows: the label, the key text and an optional download name. */
export interface SecretFieldProps {
  label: string;
  value: string;
  /** Offers 'Download' of the value as a .txt file of this name. */
  downloadName?: string;
}

/** A shown key: read-only, selected on focus, with Copy (and Download when named). */
export function SecretField({ label, value, downloadName }: SecretFieldProps) {
  const id = useId();
  const { copied, copy } = useCopyFlag();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Value id={id} readOnly value={value} rows={value.length > 80 ? 4 : 2} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      <KeyActions>
        <span role="status">{copied ? KEYS_TEXTS.copied : ''}</span>
        <Button type="button" variant="secondary" onClick={() => void copy(value)}>
          {KEYS_TEXTS.copy}
        </Button>
        {downloadName && (
          <Button type="button" variant="secondary" onClick={() => downloadText(downloadName, value)}>
            {KEYS_TEXTS.download}
          </Button>
        )}
      </KeyActions>
    </Field>
  );
}
