import type { Ledger, LedgerInvoice } from './fake-lightning.mjs'

export const NWC_METHODS: string[]

export interface NwcService {
  /** nostr+walletconnect://<wallet pubkey>?relay=<url-encoded relay>&secret=<client secret hex> */
  uri: string
  walletPubkey: string
  clientSecret: string
  account: string
  close(): Promise<void>
}

export function nwcErrorCode(error: unknown, method: string): string
export function nwcTransaction(record: LedgerInvoice & { type?: 'incoming' | 'outgoing' }, account: string): Record<string, unknown>
export function startNwcService(opts: {
  relayUrl: string
  ledger: Ledger
  account?: string
  startingBalanceMsat?: number
  seed?: string
  nip04Only?: boolean
  name?: string
}): Promise<NwcService>
