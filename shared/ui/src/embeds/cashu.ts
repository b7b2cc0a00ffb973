/** What a token card shows once decoded. */
export interface TokenInfo {
  amount: number;
  unit: string;
  mint: string;
  memo: string;
}

/** What a payment-request card shows once decoded. */
export interface PaymentRequestInfo {
  amount: number | null;
  unit: string;
  description: string;
  mints: string[];
}

/** Spec 2 §9: token memo capped at 200 characters. */
export const TOKEN_MEMO_MAX = 200;

/** cashu-ts is heavy: it is imported only when a card needs it. */
const cashuLib = () => import('@cashu/cashu-ts');

/** Decodes a cashuA/cashuB token (amount, mint, memo); rejects with the library's message when it is invalid. */
export async function decodeToken(token: string): Promise<TokenInfo> {
  const { getTokenMetadata } = await cashuLib();
  const meta = getTokenMetadata(token);
  return {
    amount: meta.amount.toNumber(),
    unit: meta.unit || 'sat',
    mint: meta.mint,
    memo: (meta.memo ?? '').slice(0, TOKEN_MEMO_MAX),
  };
}

/** Decodes a creqA payment request; rejects when it is invalid. */
export async function decodeRequest(request: string): Promise<PaymentRequestInfo> {
  const { decodePaymentRequest } = await cashuLib();
  const decoded = decodePaymentRequest(request);
  return {
    amount: decoded.amount ? decoded.amount.toNumber() : null,
    unit: decoded.unit || 'sat',
    description: decoded.description ?? '',
    mints: decoded.mints ?? [],
  };
}

/** The unit label: sats are shown as bits. */
export function unitLabel(unit: string): string {
  return unit === 'sat' || unit === 'sats' ? 'bits' : unit;
}
