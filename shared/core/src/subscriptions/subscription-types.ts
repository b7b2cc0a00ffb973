import type { Observable } from 'rxjs'

/** Spec 1 §3 Subscription status, with the tier derived from the plan. */
export interface SubscriptionStatus {
  plan: string
  tier: 'vanguard' | 'champion' | 'patron' | 'subscriber'
  /** Unix seconds; absent when the server gives none. */
  endDate?: number
}

/** Subscriber look-ups on the notification/API server (GET user/find), cached (100 entries). */
export interface SubscriptionService {
  /** null for non-subscribers, unknown users or when no API server is configured. */
  status$(pubkey: string): Observable<SubscriptionStatus | null>
  /** Asks the server again (after a payment), replacing the cached answer that later status$ subscribers see. */
  check(pubkey: string): Promise<SubscriptionStatus | null>
}
