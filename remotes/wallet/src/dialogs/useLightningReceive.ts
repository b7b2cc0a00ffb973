import { useEffect, useState } from 'react';
import type { WalletPort } from '../wallet-port/wallet-port';
import { RECEIVE_POLL_MS } from '../wallet-port/wallet-port';
import { errorText, useAsyncAction } from '../ui/useAsyncAction';

export type LightningReceive =
  | { step: 'form' }
  /** `operationId`: an ecash receive, checked until paid; without it the remote wallet receives on its own. */
  | { step: 'waiting'; invoice: string; amount: number; operationId?: string; checkError?: string }
  | { step: 'received'; amount: number }
  | { step: 'expired' };

/**
 * Receive by lightning: an invoice of the ecash wallet (a mint quote, then checked every `pollMs` until paid or
 * expired, while the dialog is open) or of the active remote or browser wallet (makeInvoice).
 */
export function useLightningReceive(port: WalletPort, ecash: boolean, pollMs = RECEIVE_POLL_MS) {
  const [state, setState] = useState<LightningReceive>({ step: 'form' });
  const create = useAsyncAction(async (amount: number) => {
    if (!ecash) return { invoice: (await port.makeInvoice(amount)).invoice, amount };
    const operation = await port.receiveLightning(amount);
    return { invoice: operation.invoice ?? '', amount, operationId: operation.id };
  });
  const operationId = state.step === 'waiting' ? state.operationId : undefined;

  useEffect(() => {
    if (!operationId) return;
    let timer: ReturnType<typeof setTimeout>;
    let current = true;
    const check = async () => {
      try {
        const progress = await port.checkLightning(operationId);
        if (!current) return;
        if (progress === 'done') return setState((now) => (now.step === 'waiting' ? { step: 'received', amount: now.amount } : now));
        if (progress === 'expired') return setState({ step: 'expired' });
        setState((now) => (now.step === 'waiting' && now.checkError ? { ...now, checkError: undefined } : now));
      } catch (error) {
        if (!current) return;
        setState((now) => (now.step === 'waiting' ? { ...now, checkError: errorText(error) } : now));
      }
      timer = setTimeout(check, pollMs);
    };
    timer = setTimeout(check, pollMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [port, operationId, pollMs]);

  return {
    state,
    creating: create.pending,
    error: create.error,
    async request(amount: number) {
      const made = await create.run(amount);
      if (made) setState({ step: 'waiting', ...made });
    },
    restart: () => setState({ step: 'form' }),
  };
}
