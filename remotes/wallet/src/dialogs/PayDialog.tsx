import { useState, type FormEvent } from 'react';
import { Button, Modal, useObservable } from '@app/ui';
import { bitsLabel } from '../format/format-bits';
import type { WalletPort, WalletProvider } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { ScanToggle } from '../ui/ScanToggle';
import { TextArea } from '../ui/TextArea';
import { Actions, Outcome, Stack, StackForm } from './DialogLayout';
import { QuoteSummary } from './QuoteSummary';
import { INSUFFICIENT_BALANCE, usePayInvoice, type PayStep } from './usePayInvoice';

export interface PayDialogProps {
  port: WalletPort;
  provider: WalletProvider;
  onClose(): void;
  /** An invoice to pay (from navigation state or a scan), prefilled. */
  initialInvoice?: string;
}

/** What a paid invoice cost: for ecash the fee actually paid and the reserve returned as change. */
function Paid({ step, onClose }: { step: Extract<PayStep, { step: 'paid' }>; onClose(): void }) {
  return (
    <Stack>
      {step.pending ? (
        <Note role="status">The mint is still paying{step.amount ? ` ${bitsLabel(step.amount)}` : ''}: your history shows when it completes.</Note>
      ) : (
        <Outcome role="status">Paid{step.amount !== undefined ? ` ${bitsLabel(step.amount)}` : ''}</Outcome>
      )}
      {step.fee !== undefined && !step.pending && (
        <Note>
          Fee {bitsLabel(step.fee)}
          {step.change ? `; ${bitsLabel(step.change)} of the reserve came back as change` : ''}
        </Note>
      )}
      <Actions>
        <Button onClick={onClose} autoFocus>
          Done
        </Button>
      </Actions>
    </Stack>
  );
}

/** Pay a lightning invoice, pasted or scanned (`lightning:` prefixes stripped); ecash shows the mint's quote first. */
export function PayDialog({ port, provider, onClose, initialInvoice = '' }: PayDialogProps) {
  const ecash = provider === 'cashu';
  const [text, setText] = useState(initialInvoice);
  const pay = usePayInvoice(port, ecash);
  const balances = useObservable<Record<string, number>>(port.mintBalances$, {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay.submitInvoice(text);
  };
  const { step } = pay;
  // While paying, the payment's own inputs are reserved: the balance looks short until the mint answers.
  const short = !pay.pending && step.step === 'quote' && (balances[step.quote.mint] ?? 0) < step.quote.amount + step.quote.feeReserve;

  return (
    <Modal title="Pay invoice" onClose={onClose}>
      {step.step === 'paid' ? (
        <Paid step={step} onClose={onClose} />
      ) : step.step === 'quote' ? (
        <Stack>
          <QuoteSummary quote={step.quote} />
          {/* A failed payment's own reason first: its inputs, reserved until the mint answers, leave the balance short. */}
          {(pay.error || short) && <Alert role="alert">{pay.error ?? INSUFFICIENT_BALANCE}</Alert>}
          <Actions>
            <Button variant="secondary" onClick={pay.back}>
              Back
            </Button>
            <Button onClick={() => void pay.confirmQuote(step.quote)} loading={pay.pending} disabled={short} autoFocus>
              Pay {bitsLabel(step.quote.amount)}
            </Button>
          </Actions>
        </Stack>
      ) : (
        <StackForm onSubmit={submit} noValidate aria-label="Pay invoice">
          <TextArea label="Lightning invoice" placeholder="lnbc…" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={pay.error ? true : undefined} />
          {pay.error && <Alert role="alert">{pay.error}</Alert>}
          <Actions>
            <Button type="submit" loading={pay.pending} disabled={!text.trim()} data-autofocus={initialInvoice ? true : undefined}>
              {ecash ? 'Continue' : 'Pay'}
            </Button>
            <ScanToggle what="invoice" onRead={setText} />
          </Actions>
        </StackForm>
      )}
    </Modal>
  );
}
