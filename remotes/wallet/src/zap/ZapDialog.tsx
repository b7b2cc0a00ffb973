import { useEffect } from 'react';
import { Button, Modal, Spinner } from '@app/ui';
import { useLatest } from '../ui/useLatest';
import { Actions, Outcome, Stack } from '../dialogs/DialogLayout';
import { Alert } from '../ui/Alert';
import { ZapAmountStep } from './ZapAmountStep';
import { ZapInvoiceStep } from './ZapInvoiceStep';
import { useZapDialog } from './useZapDialog';
import type { ZapPort, ZapRequest } from './zap-port';

export interface ZapDialogProps {
  port: ZapPort;
  request: ZapRequest;
  /** The recipient's name (title and failure toast). */
  name: string;
  /** The zapped note's path, linked from the failure toast. */
  linkTo?: string;
  onClose(): void;
  /** Called once the zap is paid or its receipt arrived (the flow closes the dialog then). */
  onZapped?(bits: number): void;
}

/** The zap dialog (spec 2 §2): amount and comment, then the invoice, paid at once when a wallet can pay. */
export function ZapDialog({ port, request, name, linkTo, onClose, onZapped }: ZapDialogProps) {
  const { state, choose, nutzapAvailable, ecashOnly } = useZapDialog(port, request, name, linkTo);
  const zappedCallback = useLatest(onZapped);
  const zappedBits = state.step === 'invoice' && state.payment.state === 'zapped' ? state.zap.bits : state.step === 'nutzapped' ? state.bits : null;
  useEffect(() => {
    if (zappedBits !== null) zappedCallback.current?.(zappedBits);
  }, [zappedBits, zappedCallback]);
  return (
    <Modal title={`Zap ${name}`} onClose={onClose}>
      {state.step === 'loading' && <Spinner label="Looking up the lightning address" />}
      {state.step === 'unavailable' && (
        <Stack>
          <Alert role="alert">{state.reason}</Alert>
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Actions>
        </Stack>
      )}
      {state.step === 'amount' && (
        <ZapAmountStep
          plan={state.plan}
          defaults={port.defaults()}
          pending={state.pending}
          error={state.error}
          nutzapAvailable={nutzapAvailable && !ecashOnly}
          ecashOnly={ecashOnly}
          onZap={(choice) => void choose(state.plan, choice)}
        />
      )}
      {state.step === 'nutzapped' && <Outcome role="status">Nutzapped {state.bits} bits</Outcome>}
      {state.step === 'invoice' && <ZapInvoiceStep invoice={state.zap.invoice} bits={state.zap.bits} payment={state.payment} onClose={onClose} />}
    </Modal>
  );
}
