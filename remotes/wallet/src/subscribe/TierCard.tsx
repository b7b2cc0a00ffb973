import styled from '@emotion/styled';
import { Badge, Button } from '@app/ui';
import type { SubscriptionTier } from './subscribe-port';

const Card = styled.article<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px;
  border: 1px solid ${(p) => (p.$current ? p.theme.colors.accent : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.lg}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg}px;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`;

const Prices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

const TERM_LABEL: Record<string, string> = { daily: 'day', weekly: 'week', monthly: 'month', quarterly: '3 months', yearly: 'year' };

/** '2,100 sats / month' (SATS shown as sats, other currencies by their code). */
export function priceLabel(amount: { amount: number; currency: string; term: string }): string {
  const unit = amount.currency.toUpperCase() === 'SATS' ? 'sats' : amount.currency;
  return `${amount.amount.toLocaleString('en-US')} ${unit} / ${TERM_LABEL[amount.term] ?? amount.term}`;
}

export interface TierCardProps {
  tier: SubscriptionTier;
  /** The user's current tier is this one. */
  current: boolean;
  /** Visitors see the prices without buttons. */
  signedIn: boolean;
  busy: boolean;
  onBuy(term: string): void;
}

/** One tier: its name, benefits, and a button per price and term. */
export function TierCard({ tier, current, signedIn, busy, onBuy }: TierCardProps) {
  return (
    <Card $current={current} aria-label={tier.name} data-testid={`tier-${tier.id}`}>
      <h2>
        {tier.name} {current && <Badge tone="accent">Your tier</Badge>}
      </h2>
      <ul>
        {tier.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Prices>
        {tier.amounts.map((amount) =>
          signedIn ? (
            <Button key={amount.term} size="sm" disabled={busy} onClick={() => onBuy(amount.term)}>
              {priceLabel(amount)}
            </Button>
          ) : (
            <span key={amount.term}>{priceLabel(amount)}</span>
          ),
        )}
      </Prices>
    </Card>
  );
}
