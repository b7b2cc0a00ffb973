import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import { NWC_ADDRESS } from './nwc-constants'

/** Spec 2 §5 and §8: the remote-wallet (NWC) error texts, verbatim where the spec gives them. */
export const NWC_ERRORS = {
  invalidConnection: `Invalid NWC connection string format. Expected: ${NWC_ADDRESS}<pubkey>?relay=<relay>&secret=<secret>`,
  timedOut: (method: string) => `NWC request ${method} timed out`,
  disconnected: WALLET_ERRORS.disconnected,
  missingParams: 'Missing required NWC parameters',
  paymentFailed: WALLET_ERRORS.paymentFailed,
  /** A wallet error without a message (other than pay_invoice, which falls back to paymentFailed). */
  requestFailed: (method: string) => `NWC request ${method} failed`,
  /** The wallet answered without the fields the method promises. */
  invalidResponse: (method: string) => `Invalid NWC response to ${method}`,
} as const

/** An NWC failure; its message is meant for the user. `code` is the wallet's NIP-47 error code, when it sent one. */
export class NwcError extends WalletError {
  override name = 'NwcError'
  readonly code?: string

  constructor(message: string, code?: string) {
    super(message)
    if (code) this.code = code
  }
}
