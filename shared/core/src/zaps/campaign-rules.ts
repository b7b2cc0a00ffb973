import { ZapError } from './zap-rules'

/** Spec 2 §9: campaign defaults and pacing. */
export const CAMPAIGN_DEFAULTS = { bitsPerPost: 21, budget: 1000, pauseMs: 500, zappedCheckMs: 2000 } as const

/** Spec 2 §5 and §8: campaign texts, verbatim. */
export const CAMPAIGN_TEXTS = {
  amountTooSmall: 'Zap amount must be at least 1',
  budgetTooSmall: 'Budget must be at least one zap amount',
  noSigner: 'No signer available',
  noWallet: 'No wallet connected',
  stopped: (zaps: number) => `Campaign stopped by user after ${zaps} zaps`,
  budgetExhausted: (zaps: number, bits: number) => `Budget exhausted after ${zaps} zaps (${bits} bits)`,
  done: (zaps: number, bits: number) => `Campaign done: ${zaps} zaps (${bits} bits)`,
  alreadyZapped: 'Already zapped',
  noAddress: 'No lightning address',
} as const

export interface CampaignOptions {
  bitsPerPost: number
  budget: number
  /** Skip posts the user zapped before (default on). */
  skipZapped?: boolean
}

/** Spec 2 §5: the amount and budget a campaign may start with; throws the spec's text. */
export function checkCampaign({ bitsPerPost, budget }: CampaignOptions): void {
  if (!Number.isInteger(bitsPerPost) || bitsPerPost < 1) throw new ZapError(CAMPAIGN_TEXTS.amountTooSmall)
  if (!Number.isFinite(budget) || budget < bitsPerPost) throw new ZapError(CAMPAIGN_TEXTS.budgetTooSmall)
}
