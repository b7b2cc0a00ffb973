import type { ReactNode } from 'react';
import { expiryLabel, formatBits } from './amounts';
import { decodeInvoice, type InvoiceInfo } from '@app/core/wallet';
import { useDecoded } from './useDecoded';
import { CardActions, CardAmount, CardMuted, CardTitle, CopyButton, EmbedCard } from './cardStyles';
import { PayLink } from './PayLink';

export interface InvoiceCardProps {
  invoice: string;
  /** Actions instead of Pay (stories). */
  actions?: ReactNode;
  now?: number;
}

/** BOLT 11 decoding (loaded with the first card); rejects for text that is no invoice. */
async function decode(invoice: string): Promise<InvoiceInfo> {
  const info = await decodeInvoice(invoice);
  if (!info) throw new Error('Not an invoice');
  return info;
}

/** A BOLT11 invoice from a note as a card: amount, description, expiry, Copy, Pay. An undecodable invoice stays text. */
export function InvoiceCard({ invoice, actions, now }: InvoiceCardProps) {
  const decoded = useDecoded(invoice, decode);
  if (decoded.state === 'failed') return <>{invoice}</>;
  if (decoded.state === 'decoding') {
    return (
      <EmbedCard data-testid="invoice-card-pending" aria-busy>
        <CardTitle>Lightning invoice</CardTitle>
        <CardAmount>&nbsp;</CardAmount>
      </EmbedCard>
    );
  }
  const info = decoded.value;
  const expiry = info.expiresAt === null ? null : expiryLabel(info.expiresAt, now);
  return (
    <EmbedCard data-testid="invoice-card">
      <CardTitle>Lightning invoice</CardTitle>
      <CardAmount>{info.amount === null ? 'Any amount' : `${formatBits(info.amount)} bits`}</CardAmount>
      {info.description && <div>{info.description.slice(0, 200)}</div>}
      {expiry && <CardMuted>{expiry === 'Expired' ? 'Expired' : `Expires in ${expiry}`}</CardMuted>}
      <CardActions>
        <CopyButton text={invoice} />
        {actions ?? (expiry !== 'Expired' && <PayLink to="/wallet" state={{ invoice }} />)}
      </CardActions>
    </EmbedCard>
  );
}
