import type { SubscriptionStatus } from '@app/core';
import type { SubscriptionTier } from '@app/core/wallet';
import type { Observable } from 'rxjs';

export type { SubscriptionStatus, SubscriptionTier };

/** What /subscribe needs of the core: tiers, the user's status (user/find), buying a tier and paying it. */
export interface SubscribePort {
  readonly tiers: SubscriptionTier[];
  status$(pubkey: string): Observable<SubscriptionStatus | null>;
  /** Asks the API server again (after a payment). */
  check(pubkey: string): Promise<SubscriptionStatus | null>;
  /** POST subscriptions/create/ then invoices/{id}/get-payment-link/: the invoice to pay. */
  buy(plan: string, term: string): Promise<string>;
  /** Whether the active wallet can pay at once. */
  canPay(): Promise<boolean>;
  pay(invoice: string): Promise<void>;
}
