import { useEffect, useState } from 'react';
import { errorText } from '../ui/useAsyncAction';
import type { SubscribePort, SubscriptionStatus } from './subscribe-port';

/** How often and how long a bought tier is checked on the API server after its invoice is shown or paid. */
export const STATUS_POLL_MS = 2000;
const STATUS_POLL_TRIES = 60;

export type Purchase =
  | { step: 'idle' }
  | { step: 'creating'; plan: string; term: string }
  | { step: 'invoice'; plan: string; term: string; invoice: string; payment: 'paying' | 'paid' | 'elsewhere'; error: string | null }
  | { step: 'done'; status: SubscriptionStatus }
  | { step: 'failed'; error: string };

/** Buying a tier: the invoice from the API server, paid at once when a wallet can, then user/find until it counts. */
export function useSubscribe(port: SubscribePort, me: string | null) {
  const [purchase, setPurchase] = useState<Purchase>({ step: 'idle' });
  const waiting = purchase.step === 'invoice' ? purchase.plan : null;

  useEffect(() => {
    if (!waiting || !me) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const status = await port.check(me).catch(() => null);
      if (status?.plan.toLowerCase().includes(waiting)) return setPurchase({ step: 'done', status });
      if (++tries < STATUS_POLL_TRIES) timer = setTimeout(() => void poll(), STATUS_POLL_MS);
    };
    timer = setTimeout(() => void poll(), STATUS_POLL_MS);
    return () => clearTimeout(timer);
  }, [port, me, waiting]);

  async function buy(plan: string, term: string) {
    setPurchase({ step: 'creating', plan, term });
    let invoice: string;
    try {
      invoice = await port.buy(plan, term);
    } catch (error) {
      return setPurchase({ step: 'failed', error: errorText(error) });
    }
    const paying = await port.canPay().catch(() => false);
    const shown = { step: 'invoice', plan, term, invoice, error: null } as const;
    setPurchase({ ...shown, payment: paying ? 'paying' : 'elsewhere' });
    if (!paying) return;
    // The status poll may have finished first: only an invoice still shown is updated.
    const settle = (next: Purchase) => setPurchase((current) => (current.step === 'invoice' ? next : current));
    await port.pay(invoice).then(
      () => settle({ ...shown, payment: 'paid' }),
      (error: unknown) => settle({ ...shown, payment: 'elsewhere', error: errorText(error) }),
    );
  }

  return { purchase, buy, reset: () => setPurchase({ step: 'idle' }) };
}
