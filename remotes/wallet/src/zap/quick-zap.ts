import { ZAP_ERRORS } from '@app/core/wallet';
import { errorText } from '../ui/useAsyncAction';
import type { ZapPort, ZapRequest } from './zap-port';

/** Whether a tap on zap pays the saved default at once (spec 2 §4 quick zap) instead of opening the dialog. */
export async function quickZapAmount(port: ZapPort, request: ZapRequest): Promise<number | null> {
  const { amount } = port.defaults();
  if (request.dialog || amount <= 0) return null;
  return (await port.canPay()) ? amount : null;
}

/**
 * Spec 2 §4 quick zap: the zap shows at once, then the invoice is fetched and paid; a failure takes it back and shows
 * 'Zap to {name} ({n} bits) failed. {reason}' for 10 s, linking to the note. Resolves true when paid.
 */
export async function quickZap(port: ZapPort, request: ZapRequest, bits: number, linkTo?: string): Promise<boolean> {
  const comment = port.defaults().comment;
  const rollback = request.event ? port.addPendingZap(request.event.id, bits, comment) : () => {};
  try {
    const plan = await port.plan({ pubkey: request.pubkey, event: request.event });
    await port.pay(await port.invoice(plan, bits, comment));
    return true;
  } catch (error) {
    rollback();
    const name = await port.nameOf(request.pubkey).catch(() => request.pubkey.slice(0, 8));
    port.toastFailure(ZAP_ERRORS.failureToast(name, bits, errorText(error)), linkTo);
    return false;
  }
}
