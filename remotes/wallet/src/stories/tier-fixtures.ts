import type { SubscriptionTier } from '@app/core/wallet';

/** Tiers shaped like the product's (shared/core/src/subscriptions/tiers.json), for stories. */
export const TIERS: SubscriptionTier[] = [
  { id: 'vanguard', name: 'Vanguard', benefits: ['Subscriber badge on your profile'], amounts: [{ amount: 2100, currency: 'SATS', term: 'monthly' }, { amount: 21000, currency: 'SATS', term: 'yearly' }] },
  { id: 'champion', name: 'Champion', benefits: ['Everything in Vanguard', 'Champion badge'], amounts: [{ amount: 10000, currency: 'SATS', term: 'monthly' }, { amount: 100000, currency: 'SATS', term: 'yearly' }] },
  { id: 'patron', name: 'Patron', benefits: ['Everything in Champion', 'Patron badge'], amounts: [{ amount: 50000, currency: 'SATS', term: 'quarterly' }, { amount: 180000, currency: 'SATS', term: 'yearly' }] },
];
