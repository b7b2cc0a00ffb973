import { invoiceFromText } from '../format/invoice-text';

/** What a navigation to /wallet asks for (spec 1: an invoice in navigation state, a paymentRequest query). */
export interface WalletRouteRequest {
  /** The history entry's key: each navigation asks once. */
  key: string;
  /** A lightning invoice to pay (the search box and QR scans send `{ invoice }`), prefixes stripped. */
  invoice?: string;
  /** A Cashu NUT-18 payment request (`/wallet?paymentRequest=…`): opens the payment-request dialog. */
  paymentRequest?: string;
}

export function walletRouteRequest(location: { key: string; state: unknown; search: string }): WalletRouteRequest | null {
  const state = location.state as { invoice?: unknown } | null | undefined;
  const invoice = typeof state?.invoice === 'string' && state.invoice.trim() ? invoiceFromText(state.invoice) : undefined;
  const paymentRequest = new URLSearchParams(location.search).get('paymentRequest')?.trim() || undefined;
  if (!invoice && !paymentRequest) return null;
  return { key: location.key, ...(invoice ? { invoice } : {}), ...(paymentRequest ? { paymentRequest } : {}) };
}
