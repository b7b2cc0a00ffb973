import { Button, Spinner } from '@app/ui';
import { formatBits } from '@app/core';
import { ZAP_ERRORS } from '@app/core/wallet';
import { InvoiceDisplay } from '../dialogs/InvoiceDisplay';
import { Actions, Outcome, Stack } from '../dialogs/DialogLayout';
import { Alert, Note } from '../ui/Alert';

/** Where a zap's payment stands once its invoice is in. */
export type PaymentState = { state: 'paying' } | { state: 'waiting' } | { state: 'failed'; reason: string } | { state: 'zapped' };

export interface ZapInvoiceStepProps {
  invoice: string;
  bits: number;
  payment: PaymentState;
  onClose(): void;
}

/** The invoice (QR, open in wallet, copy) while the wallet pays it or the user pays it elsewhere; then 'Zapped'. */
export function ZapInvoiceStep({ invoice, bits, payment, onClose }: ZapInvoiceStepProps) {
  if (payment.state === 'zapped') {
    return (
      <Stack>
        <Outcome role="status">Zapped {formatBits(bits)} bits</Outcome>
        <Actions>
          <Button onClick={onClose} autoFocus>
            Done
          </Button>
        </Actions>
      </Stack>
    );
  }
  return (
    <Stack>
      {payment.state === 'paying' && <Spinner label="Paying from your wallet" />}
      {payment.state === 'waiting' && <Note role="status">Pay this invoice from any lightning wallet; the zap shows once its receipt arrives.</Note>}
      {payment.state === 'failed' && <Alert role="alert">{payment.reason}</Alert>}
      <InvoiceDisplay invoice={invoice} qrFailureText={ZAP_ERRORS.qrFailed} />
    </Stack>
  );
}
