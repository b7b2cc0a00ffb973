import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@app/ui';
import { mintHost } from '../format/mint-host';
import type { MintRow } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { useAsyncAction } from '../ui/useAsyncAction';

export const MINT_URL_HINT = "Enter the mint's address, starting with https://";

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${(p) => p.theme.spacing.sm}px;
  > p {
    grid-column: 1 / -1;
  }
`;

/** A mint address as typed, or null when it is not an http(s) URL. */
export function mintUrlFrom(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? text.trim() : null;
  } catch {
    return null;
  }
}

/** Adds a mint by URL; the mint is asked for its name, so an offline mint gives the core's offline text. */
export function AddMintForm({ onAdd }: { onAdd(url: string): Promise<MintRow> }) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = useAsyncAction(onAdd);
  const errorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const url = mintUrlFrom(text);
    setInvalid(url === null);
    if (url === null) return add.reset();
    if (await add.run(url)) setText('');
  };
  const problem = invalid ? MINT_URL_HINT : add.error;
  return (
    <Form onSubmit={submit} aria-label="Add mint" noValidate>
      <TextInput
        label="Mint URL"
        type="url"
        inputMode="url"
        placeholder="https://mint.example.com"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      <Button type="submit" loading={add.pending} disabled={!text.trim()}>
        Add mint
      </Button>
      {problem && (
        <Alert role="alert" id={errorId}>
          {problem}
        </Alert>
      )}
      {add.result && <Note role="status">Added {add.result.name ?? mintHost(add.result.url)}</Note>}
    </Form>
  );
}
