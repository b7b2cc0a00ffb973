import type { CashuMint } from './cashu-mint.mjs'
import type { Ledger } from './fake-lightning.mjs'
import type { NwcService } from './nwc-service.mjs'
import type { ZapServer } from './zap-server.mjs'

export interface MoneyServices {
  mintUrl: string
  /** null without a relay. */
  nwcUri: string | null
  ledger: Ledger
  mint: CashuMint
  nwc: NwcService | null
  /** The LNURL/NIP-57 zap server: `{name}@{zaps.host}` is a lightning address. */
  zaps: ZapServer
  /** The notification/API server of spec 1 §7 (its invoices are paid on the same ledger). */
  api: {
    url: string
    close(): Promise<void>
    subscriberOf(pubkey: string): { plan: string; end: number } | null
    /** The stored push subscriptions, each with its subscriber. */
    pushSubscriptions(): Array<{ subscriber: string; filter?: { kinds?: number[]; '#p'?: string[] }; web_push_subscriptions?: Array<{ endpoint: string; p256dh: string; auth: string }> }>
    /** Every Web Push sent so far. */
    pushesSent(): Array<{ endpoint: string; eventId: string; status: number }>
    /** Resolves once the relay subscription follows the stored filters and no push is in flight. */
    pushIdle(): Promise<void>
  }
  /** Restarts the mint on the same port and data; `mint` is the new handle afterwards. */
  restartMint(): Promise<CashuMint>
  close(): Promise<void>
}

export function startMoneyServices(opts?: {
  relayUrl?: string
  mintPort?: number
  zapPort?: number
  apiPort?: number
  dataDir?: string
  autoPayQuotes?: boolean
  nip04Only?: boolean
  /** The HTTPS agent Web Push is sent with (a test push service's self-signed certificate). */
  pushAgent?: import('node:https').Agent
  log?: (message: string) => void
}): Promise<MoneyServices>
