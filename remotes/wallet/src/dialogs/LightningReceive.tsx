import { useState, type FormEvent } from 'react';
import { Button, Spinner } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { parseAmount } from '../format/parse-amount';
import type { WalletPort } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { AmountField } from './AmountField';
import { Actions, Outcome, Stack, StackForm } from './DialogLayout';
import { InvoiceDisplay } from './InvoiceDisplay';
import { useLightningReceive } from './useLightningReceive';

export interface LightningReceiveProps {
  port: WalletPort;
  /** The ecash wallet receives (a mint quote it checks); otherwise the active remote or browser wallet does. */
  ecash: boolean;
  onDone(): void;
  /** How often an ecash receive is checked (stories shorten it). */
  pollMs?: number;
}

/** Amount → invoice (QR, Copy, Open in wallet) → waiting → received, or expired. */
export function LightningReceive({ port, ecash, onDone, pollMs }: LightningReceiveProps) {
  const [amount, setAmount] = useState('');
  const receive = useLightningReceive(port, ecash, pollMs);
  const parsed = parseAmount(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed?.amount) void receive.request(parsed.amount);
  };
  const { state } = receive;

  if (state.step === 'received') {
    return (
      <Stack>
        <Outcome role="status">Received {bitsLabel(state.amount)}</Outcome>
        <Actions>
          <Button onClick={onDone} autoFocus>
            Done
          </Button>
        </Actions>
      </Stack>
    );
  }
  if (state.step === 'expired') {
    return (
      <Stack>
        <Alert role="alert">This invoice expired before it was paid.</Alert>
        <Actions>
          <Button onClick={receive.restart} autoFocus>
            New invoice
          </Button>
        </Actions>
      </Stack>
    );
  }
  if (state.step === 'waiting') {
    return (
      <Stack>
        <InvoiceDisplay invoice={state.invoice} />
        {state.operationId ? (
          <Note>
            <Spinner size={14} label="Waiting for payment" /> Waiting for a payment of {bitsLabel(state.amount)}…
          </Note>
        ) : (
          <Note>Your wallet receives the payment; its balance shows it once paid.</Note>
        )}
        {state.checkError && <Alert role="alert">{state.checkError}</Alert>}
      </Stack>
    );
  }
  return (
    <StackForm onSubmit={submit} noValidate aria-label="Receive by lightning">
      <AmountField value={amount} onChange={setAmount} />
      {receive.error && <Alert role="alert">{receive.error}</Alert>}
      <Button type="submit" loading={receive.creating} disabled={!parsed?.amount}>
        Create invoice
      </Button>
    </StackForm>
  );
}
