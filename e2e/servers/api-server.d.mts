import type { Ledger } from './money/fake-lightning.mjs'

/** One Web Push attempt: the push service's HTTP status (0 when it never answered). */
export interface PushSent {
  endpoint: string
  eventId: string
  status: number
}

export interface ApiServer {
  /** Base URL, ending with a slash. */
  url: string
  close(): Promise<void>
  subscriberOf(pubkey: string): { plan: string; end: number } | null
  pushSubscriptions(): Array<Record<string, unknown>>
  /** Every Web Push sent so far (successes and failures), oldest first. */
  pushesSent(): PushSent[]
  /** Resolves when the relay watch has the latest subscriptions' filters and no push is in flight. */
  pushIdle(): Promise<void>
}

export function tierAmount(plan: string, term: string): { amount: number; currency: string; term: string } | null
export function startApiServer(opts: {
  ledger: Ledger
  port?: number
  /** The relay whose new events are pushed to the stored subscriptions; without it nothing is pushed. */
  relayUrl?: string
  /** VAPID key pair (URL-safe base64, as web-push's generateVAPIDKeys makes); generated when absent. */
  vapidKeys?: { publicKey: string; privateKey: string }
  /** VAPID subject (mailto: or https:); default 'mailto:push@localhost'. */
  vapidSubject?: string
  /** @deprecated Only overrides the key `GET info` reports (pushes are still signed with vapidKeys): use vapidKeys. */
  vapidPublicKey?: string
  /** A node:https Agent for the push service requests (e.g. one trusting a test certificate). */
  pushAgent?: object
  log?: (message: string) => void
  now?: () => number
}): Promise<ApiServer>
