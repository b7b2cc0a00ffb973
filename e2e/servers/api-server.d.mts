import type { Ledger } from './money/fake-lightning.mjs'

export interface ApiServer {
  /** Base URL, ending with a slash. */
  url: string
  close(): Promise<void>
  subscriberOf(pubkey: string): { plan: string; end: number } | null
  pushSubscriptions(): Array<Record<string, unknown>>
}

export function tierAmount(plan: string, term: string): { amount: number; currency: string; term: string } | null
export function startApiServer(opts: { ledger: Ledger; port?: number; vapidPublicKey?: string; now?: () => number }): Promise<ApiServer>
