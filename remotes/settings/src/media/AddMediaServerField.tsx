import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@app/ui';

/** Adds the typed server; resolves once added, rejects with the reason it was refused (shown as written). */
export type AddMediaServer = (input: string) => Promise<unknown>;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  & > :first-of-type {
    flex: 1 1 240px;
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  width: 100%;
  margin: 0;
  overflow-wrap: anywhere;
  color: ${(p) => (p.$error ? p.theme.colors.error : p.theme.colors.muted)};
`;

/** The 'Server URL' field: Add detects the server's protocol (shown while it runs), then clears the field; a refusal keeps it for correction. */
export function AddMediaServerField({ onAdd }: { onAdd: AddMediaServer }) {
  const [value, setValue] = useState('');
  const [detecting, setDetecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || detecting) return;
    setDetecting(true);
    setError(null);
    try {
      await onAdd(value);
      setValue('');
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setDetecting(false);
    }
  };
  return (
    <Form onSubmit={submit} aria-busy={detecting || undefined}>
      <TextInput
        label="Server URL"
        placeholder="https://blossom.example.com"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" loading={detecting}>
        Add
      </Button>
      {detecting && <Message role="status">Detecting the server’s protocol…</Message>}
      {error && (
        <Message role="alert" $error>
          {error}
        </Message>
      )}
    </Form>
  );
}
