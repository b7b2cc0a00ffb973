import { useEffect, useMemo, useState } from 'react';
import { ZAP_ERRORS } from '@app/core/wallet';
import { errorText } from '../ui/useAsyncAction';
import type { ZapChoice } from './ZapAmountStep';
import type { PaymentState } from './ZapInvoiceStep';
import { zapErrorText } from './zap-error-text';
import type { ZapInvoice, ZapPlan, ZapPort, ZapRequest } from './zap-port';

/** The stand-in plan of a recipient reachable by nutzaps only: any amount, any comment. */
function ecashPlan(target: ZapRequest): ZapPlan {
  return { target, address: 'ecash (nutzap)', info: { callback: '', minSendable: 1000, maxSendable: 2_100_000_000_000_000, metadata: '', allowsNostr: false } };
}

export type ZapDialogStep =
  | { step: 'loading' }
  | { step: 'unavailable'; reason: string }
  | { step: 'amount'; plan: ZapPlan; pending: boolean; error: string | null }
  | { step: 'invoice'; zap: ZapInvoice; payment: PaymentState }
  | { step: 'nutzapped'; bits: number };

/**
 * Spec 2 §4 zap dialog: amount → invoice → paid at once when a wallet can pay; the receipt (polled every 2.5 s) closes
 * it as zapped; a failed payment keeps the invoice shown and raises the 10 s toast linking to the note.
 */
export function useZapDialog(port: ZapPort, request: ZapRequest, name: string, linkTo?: string) {
  const [state, setState] = useState<ZapDialogStep>({ step: 'loading' });
  const [nutzapAvailable, setNutzapAvailable] = useState(false);
  /** No lightning address, but the recipient takes nutzaps: every try in this dialog goes as ecash (the plan is a stand-in). */
  const [ecashOnly, setEcashOnly] = useState(false);
  const target = useMemo(() => ({ pubkey: request.pubkey, event: request.event }), [request.pubkey, request.event]);

  useEffect(() => {
    let live = true;
    const nutzaps = port.canNutzap(request.pubkey).catch(() => false);
    void nutzaps.then((available) => live && setNutzapAvailable(available));
    port.plan(target).then(
      (plan) => live && setState({ step: 'amount', plan, pending: false, error: null }),
      async (error: unknown) => {
        const onlyEcash = await nutzaps;
        if (!live) return;
        setEcashOnly(onlyEcash);
        setState(onlyEcash ? { step: 'amount', plan: ecashPlan(target), pending: false, error: null } : { step: 'unavailable', reason: zapErrorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [port, target]);

  const zap = state.step === 'invoice' ? state.zap : null;
  useEffect(() => {
    if (!zap) return;
    const subscription = port.receipt$(zap).subscribe(() => setState((current) => (current.step === 'invoice' ? { ...current, payment: { state: 'zapped' } } : current)));
    return () => subscription.unsubscribe();
  }, [port, zap]);

  const setPayment = (payment: PaymentState) => setState((current) => (current.step === 'invoice' && current.payment.state !== 'zapped' ? { ...current, payment } : current));

  async function choose(plan: ZapPlan, choice: ZapChoice) {
    setState({ step: 'amount', plan, pending: true, error: null });
    if (choice.saveComment) port.saveDefaults({ comment: choice.comment });
    if (choice.saveAmount) port.saveDefaults({ amount: choice.bits });
    if (choice.nutzap || ecashOnly) return sendNutzap(plan, choice);
    let invoice: ZapInvoice;
    try {
      invoice = await port.invoice(plan, choice.bits, choice.comment);
    } catch (error) {
      return setState({ step: 'amount', plan, pending: false, error: zapErrorText(error) });
    }
    const canPay = await port.canPay().catch(() => false);
    setState({ step: 'invoice', zap: invoice, payment: { state: canPay ? 'paying' : 'waiting' } });
    if (canPay) await pay(invoice);
  }

  /** The zap counts from the moment it is paid for (its receipt then replaces it); a failure takes it back. */
  async function pay(invoice: ZapInvoice) {
    const rollback = request.event ? port.addPendingZap(request.event.id, invoice.bits, invoice.comment) : () => {};
    try {
      await port.pay(invoice);
      setPayment({ state: 'zapped' });
    } catch (error) {
      rollback();
      const reason = errorText(error);
      setPayment({ state: 'failed', reason });
      port.toastFailure(ZAP_ERRORS.failureToast(name, invoice.bits, reason), linkTo);
    }
  }

  /** NIP-61: counted at once, taken back with the failure toast when the ecash could not be sent. */
  async function sendNutzap(plan: ZapPlan, choice: ZapChoice) {
    const rollback = request.event ? port.addPendingZap(request.event.id, choice.bits, choice.comment) : () => {};
    try {
      await port.nutzap(request, choice.bits, choice.comment);
      setState({ step: 'nutzapped', bits: choice.bits });
    } catch (error) {
      rollback();
      setState({ step: 'amount', plan, pending: false, error: zapErrorText(error) });
      port.toastFailure(ZAP_ERRORS.failureToast(name, choice.bits, errorText(error)), linkTo);
    }
  }

  return { state, choose, nutzapAvailable, ecashOnly };
}
