import tiersFile from '../subscriptions/tiers.json'

/** Spec 3 §5: the terms a tier amount may have. */
export const TIER_TERMS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const
export type TierTerm = (typeof TIER_TERMS)[number]

export interface TierAmount {
  amount: number
  currency: string
  term: TierTerm
}

/** A paid-subscription tier: vanguard, champion or patron. */
export interface SubscriptionTier {
  id: 'vanguard' | 'champion' | 'patron'
  name: string
  benefits: string[]
  amounts: TierAmount[]
}

/** Spec 3 §5 subscription tier amounts: greater than 0, a currency, a known term; anything else is dropped. */
export function isValidTierAmount(value: unknown): value is TierAmount {
  const amount = value as Partial<TierAmount> | null
  return Boolean(amount) && Number(amount!.amount) > 0 && typeof amount!.currency === 'string' && amount!.currency.trim() !== '' && TIER_TERMS.includes(amount!.term as TierTerm)
}

/** The product's tiers (shared/core/src/subscriptions/tiers.json, which the API server charges), amounts checked. */
export const SUBSCRIPTION_TIERS: SubscriptionTier[] = (tiersFile.tiers as SubscriptionTier[]).map((tier) => ({ ...tier, amounts: tier.amounts.filter(isValidTierAmount) }))
