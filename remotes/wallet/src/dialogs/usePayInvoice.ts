import { useState } from 'react';
import { invoiceFromText, isBolt11, NOT_AN_INVOICE } from '../format/invoice-text';
import type { MeltQuote, WalletPort } from '../wallet-port/wallet-port';
import { useAsyncAction } from '../ui/useAsyncAction';

/** Spec 2 / the core's text for a melt larger than the mint's balance. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance';

export type PayStep =
  | { step: 'invoice' }
  /** Ecash: what the mint asks (amount + fee reserve) before paying. */
  | { step: 'quote'; quote: MeltQuote }
  /** `amount`, `fee` and `change` are known for ecash; `pending` when the mint has not settled it yet. */
  | { step: 'paid'; amount?: number; fee?: number; change?: number; pending?: boolean };

/**
 * Pay an invoice: with ecash a melt quote first (amount + fee reserve, checked against the mint's balance), then the
 * melt; with NWC or WebLN (or none: the core's 'No active wallet configured for payment') straight through payInvoice.
 */
export function usePayInvoice(port: WalletPort, ecash: boolean) {
  const [step, setStep] = useState<PayStep>({ step: 'invoice' });
  const [invalid, setInvalid] = useState(false);
  const quote = useAsyncAction((invoice: string) => port.quoteMelt(invoice));
  const payDirect = useAsyncAction((invoice: string) => port.payInvoice(invoice));
  const payQuote = useAsyncAction((melt: MeltQuote) => port.payMeltQuote(melt));

  const submitInvoice = async (text: string) => {
    const invoice = invoiceFromText(text);
    setInvalid(!isBolt11(invoice));
    if (!isBolt11(invoice)) return;
    if (ecash) {
      const melt = await quote.run(invoice);
      if (melt) setStep({ step: 'quote', quote: melt });
    } else if (await payDirect.run(invoice)) setStep({ step: 'paid' });
  };
  const confirmQuote = async (melt: MeltQuote) => {
    const operation = await payQuote.run(melt);
    if (!operation) return;
    if (operation.state !== 'done') return setStep({ step: 'paid', amount: operation.amount, pending: true });
    const fee = operation.fee ?? 0;
    setStep({ step: 'paid', amount: operation.amount, fee, change: Math.max(0, melt.feeReserve - fee) });
  };
  return {
    step,
    submitInvoice,
    confirmQuote,
    back: () => setStep({ step: 'invoice' }),
    pending: quote.pending || payDirect.pending || payQuote.pending,
    error: invalid ? NOT_AN_INVOICE : (quote.error ?? payDirect.error ?? payQuote.error),
  };
}
