import { useState, type FormEvent } from 'react';
import { Button } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { tokenFromText } from '../format/token-text';
import type { WalletPort } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { TextArea } from '../ui/TextArea';
import { useAsyncAction } from '../ui/useAsyncAction';
import { Actions, Outcome, Stack, StackForm } from './DialogLayout';

/** Paste a token → Redeem (its proofs swapped at its mint, which joins the wallet) → the amount received. */
export function EcashReceive({ port, onDone }: { port: WalletPort; onDone(): void }) {
  const [token, setToken] = useState('');
  const redeem = useAsyncAction((text: string) => port.receiveToken(text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void redeem.run(tokenFromText(token));
  };
  if (redeem.result) {
    return (
      <Stack>
        <Outcome role="status">Received {bitsLabel(redeem.result.amount)}</Outcome>
        {redeem.result.fee ? <Note>The mint kept {bitsLabel(redeem.result.fee)} as its fee.</Note> : null}
        <Actions>
          <Button onClick={onDone} autoFocus>
            Done
          </Button>
        </Actions>
      </Stack>
    );
  }
  return (
    <StackForm onSubmit={submit} noValidate aria-label="Receive ecash">
      <TextArea label="Ecash token" placeholder="cashuB…" value={token} onChange={(event) => setToken(event.target.value)} aria-invalid={redeem.error ? true : undefined} />
      {redeem.error && <Alert role="alert">{redeem.error}</Alert>}
      <Button type="submit" loading={redeem.pending} disabled={!token.trim()}>
        Redeem
      </Button>
    </StackForm>
  );
}
