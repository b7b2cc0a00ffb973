import { lazyComponent } from '@app/ui';
import type { CashuTokenCardProps } from './CashuTokenCard';
import type { InvoiceCardProps } from './InvoiceCard';
import type { PaymentRequestCardProps } from './PaymentRequestCard';
import { CardActions, CardAmount, CardMuted, CardTitle, CopyButton, EmbedCard } from './cardStyles';

// Payment cards are rare in a feed: their code loads when one is first shown (async chunks), behind a card of the
// same size (title, one line, Copy) so the note does not jump when it arrives.

function PendingCard({ title, line, text, testId }: { title: string; line: string; text: string; testId: string }) {
  return (
    <EmbedCard data-testid={testId} aria-busy>
      <CardTitle>{title}</CardTitle>
      {line ? <CardMuted>{line}</CardMuted> : <CardAmount>&nbsp;</CardAmount>}
      <CardActions>
        <CopyButton text={text} />
      </CardActions>
    </EmbedCard>
  );
}

/** An ecash token (see CashuTokenCard.tsx), first in its decoding state while the code loads. */
export const CashuTokenCard = lazyComponent<CashuTokenCardProps>(
  () => import('./CashuTokenCard').then((module) => module.CashuTokenCard),
  ({ token }) => <PendingCard title="Ecash token" line="Decoding token..." text={token} testId="cashu-token-card" />,
);

/** A cashu payment request (see PaymentRequestCard.tsx), first in its decoding state while the code loads. */
export const PaymentRequestCard = lazyComponent<PaymentRequestCardProps>(
  () => import('./PaymentRequestCard').then((module) => module.PaymentRequestCard),
  ({ request }) => <PendingCard title="Payment request" line="Decoding..." text={request} testId="payment-request-card" />,
);

/** A lightning invoice (see InvoiceCard.tsx); its title and Copy hold the place while the code loads. */
export const InvoiceCard = lazyComponent<InvoiceCardProps>(
  () => import('./InvoiceCard').then((module) => module.InvoiceCard),
  ({ invoice }) => <PendingCard title="Lightning invoice" line="" text={invoice} testId="invoice-card-pending" />,
);
