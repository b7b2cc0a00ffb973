import type { Ledger } from './fake-lightning.mjs'

/** Pay info fields a test can change per name (amounts in msat). */
export interface ZapNameOptions {
  allowsNostr?: boolean
  minSendable?: number
  maxSendable?: number
  commentAllowed?: number
}

export interface ZapServer {
  url: string
  /** host:port, the part after @ in its lightning addresses. */
  host: string
  /** The key that signs its zap receipts. */
  nostrPubkey: string
  addressOf(name: string): string
  configure(name: string, fields: ZapNameOptions): void
  /** The receipts signed so far, oldest first. */
  receipts(): Array<{ id: string; pubkey: string; kind: number; tags: string[][]; content: string; created_at: number; sig: string }>
  close(): Promise<void>
}

export function startZapServer(opts: {
  ledger: Ledger
  port?: number
  seed?: string
  log?: (message: string) => void
  publish?: (event: object, relays: string[]) => Promise<unknown>
}): Promise<ZapServer>
