import type { ReactNode } from 'react';
import { expiryLabel, formatBits } from './amounts';
import { readInvoice } from '@app/core';
import { CardActions, CardAmount, CardMuted, CardTitle, CopyButton, EmbedCard } from './cardStyles';
import { PayLink } from './PayLink';

export interface InvoiceCardProps {
  invoice: string;
  /** Actions instead of Pay (stories). */
  actions?: ReactNode;
  now?: number;
}

/** A BOLT11 invoice from a note as a card: amount, description, expiry, Copy. An undecodable invoice stays text. */
export function InvoiceCard({ invoice, actions, now }: InvoiceCardProps) {
  const info = readInvoice(invoice);
  if (!info) return <>{invoice}</>;
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
