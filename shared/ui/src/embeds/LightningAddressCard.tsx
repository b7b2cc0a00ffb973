import type { ReactNode } from 'react';
import { CardActions, CardMuted, CardTitle, CopyButton, EmbedCard } from './cardStyles';

export interface LightningAddressCardProps {
  address: string;
  /** Wallet actions (zap, pay…), supplied by the wallet. */
  actions?: ReactNode;
}

/** A `lightning:name@host` address from a note as a card with Copy. */
export function LightningAddressCard({ address, actions }: LightningAddressCardProps) {
  return (
    <EmbedCard data-testid="lightning-address-card">
      <CardMuted>Lightning address</CardMuted>
      <CardTitle>⚡ {address}</CardTitle>
      <CardActions>
        <CopyButton text={address} />
        {actions}
      </CardActions>
    </EmbedCard>
  );
}
