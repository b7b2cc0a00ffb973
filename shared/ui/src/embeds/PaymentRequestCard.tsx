import type { ReactNode } from 'react';
import { formatBits } from './amounts';
import { CardActions, CardAmount, CardError, CardMuted, CardTitle, CopyButton, EmbedCard } from './cardStyles';
import { decodeRequest, unitLabel } from './cashu';
import { useDecoded } from './useDecoded';
import { PayLink } from './PayLink';

export interface PaymentRequestCardProps {
  request: string;
  /** Actions instead of Pay (stories). */
  actions?: ReactNode;
}

/** A cashu payment request (creqA…) from a note: amount and description, 'Invalid payment request' when undecodable. */
export function PaymentRequestCard({ request, actions }: PaymentRequestCardProps) {
  const decoded = useDecoded(request, decodeRequest);
  return (
    <EmbedCard data-testid="payment-request-card">
      <CardTitle>Payment request</CardTitle>
      {decoded.state === 'decoding' && <CardMuted>Decoding...</CardMuted>}
      {decoded.state === 'failed' && <CardError role="alert">Invalid payment request</CardError>}
      {decoded.state === 'done' && (
        <>
          {decoded.value.amount === null ? (
            <CardMuted>No amount specified</CardMuted>
          ) : (
            <CardAmount>
              {formatBits(decoded.value.amount)} {unitLabel(decoded.value.unit)}
            </CardAmount>
          )}
          {decoded.value.description && <div>{decoded.value.description.slice(0, 200)}</div>}
        </>
      )}
      <CardActions>
        <CopyButton text={request} />
        {decoded.state === 'done' && (actions ?? <PayLink to={`/wallet?paymentRequest=${encodeURIComponent(request)}`} />)}
      </CardActions>
    </EmbedCard>
  );
}
