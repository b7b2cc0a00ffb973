import type { Ledger } from './fake-lightning.mjs'

export interface CashuMintOptions {
  ledger?: Ledger
  port?: number
  host?: string
  /** SQLite file of the mint's state; in memory when absent. */
  dataPath?: string
  /** Seed of the keyset (and so of its id). */
  seed?: string
  /** New mint quotes are paid at once from `fundingAccount` (default true). */
  autoPayQuotes?: boolean
  /** The mint's own ledger account (default 'mint'); `fundingAccount` (default 'mint-funding') is unlimited. */
  account?: string
  fundingAccount?: string
  quoteExpirySeconds?: number
  meltDelayMs?: number
  name?: string
  log?: (message: string) => void
}

export interface CashuMint {
  url: string
  port: number
  keysetId: string
  ledger: Ledger
  account: string
  close(): Promise<void>
  /** Stops, then serves again on the same port and data; use the returned handle from then on. */
  restart(): Promise<CashuMint>
  /** The next request whose path starts with `pathPrefix` is processed but its socket is destroyed unanswered. */
  dropNextResponse(pathPrefix: string): void
  setMeltDelay(ms: number): void
  setAutoPayQuotes(on: boolean): void
}

export function startCashuMint(opts?: CashuMintOptions): Promise<CashuMint>
