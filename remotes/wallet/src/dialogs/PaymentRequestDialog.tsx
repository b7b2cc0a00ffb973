import { useEffect, useState, type FormEvent } from 'react';
import { Button, Modal, Spinner } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import { mintHost } from '../format/mint-host';
import { parseAmount } from '../format/parse-amount';
import { Alert, Note } from '../ui/Alert';
import { useAsyncAction } from '../ui/useAsyncAction';
import type { PaymentRequestInfo, WalletPort } from '../wallet-port/wallet-port';
import { AmountField } from './AmountField';
import { Actions, Figures, Outcome, Stack, StackForm } from './DialogLayout';
import { TokenDisplay } from './TokenDisplay';

export interface PaymentRequestDialogProps {
  port: WalletPort;
  /** The encoded request (creqA…), from `/wallet?paymentRequest=`. */
  request: string;
  onClose(): void;
}

type Read = { state: 'reading' } | { state: 'read'; info: PaymentRequestInfo } | { state: 'invalid'; message: string };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Where the token goes once paid. */
function transportLabel(info: PaymentRequestInfo): string {
  if (!info.transport) return 'You hand the token over yourself';
  return info.transport.type === 'post' ? `Sent to ${hostOf(info.transport.target)}` : 'Sent as a private message';
}

/** A Cashu payment request (NUT-18): what it asks, an amount when it names none, Pay → delivered or a token to hand over. */
export function PaymentRequestDialog({ port, request, onClose }: PaymentRequestDialogProps) {
  const [read, setRead] = useState<Read>({ state: 'reading' });
  const [amount, setAmount] = useState('');
  const pay = useAsyncAction((sats?: number) => port.payPaymentRequest(request, sats ? { amount: sats } : {}));
  useEffect(() => {
    let current = true;
    port.readPaymentRequest(request).then(
      (info) => current && setRead({ state: 'read', info }),
      (error: unknown) => current && setRead({ state: 'invalid', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [port, request]);
  const parsed = parseAmount(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (read.state !== 'read') return;
    if (read.info.amount) void pay.run();
    else if (parsed?.amount) void pay.run(parsed.amount);
  };

  return (
    <Modal title="Payment request" onClose={onClose}>
      {read.state === 'reading' ? (
        <Spinner label="Reading the payment request" />
      ) : read.state === 'invalid' ? (
        <Alert role="alert">{read.message}</Alert>
      ) : pay.result ? (
        <Stack>
          <Outcome role="status">Paid {bitsLabel(pay.result.operation.amount)}</Outcome>
          {pay.result.delivered ? <Note>{transportLabel(read.info)}</Note> : <TokenDisplay token={pay.result.operation.token!} />}
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
          </Actions>
        </Stack>
      ) : (
        <StackForm onSubmit={submit} noValidate aria-label="Pay the request">
          <Figures>
            {read.info.description && (
              <>
                <dt>For</dt>
                <dd>{read.info.description}</dd>
              </>
            )}
            {read.info.amount !== null && (
              <>
                <dt>Amount</dt>
                <dd>{bitsLabel(read.info.amount)}</dd>
              </>
            )}
            <dt>Mints</dt>
            <dd>{read.info.mints.length ? read.info.mints.map(mintHost).join(', ') : 'Any'}</dd>
          </Figures>
          {read.info.amount === null && <AmountField value={amount} onChange={setAmount} />}
          <Note>{transportLabel(read.info)}</Note>
          {pay.error && <Alert role="alert">{pay.error}</Alert>}
          <Button type="submit" loading={pay.pending} disabled={read.info.amount === null && !parsed?.amount} autoFocus>
            Pay
          </Button>
        </StackForm>
      )}
    </Modal>
  );
}
