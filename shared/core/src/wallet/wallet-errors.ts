/** Spec 2 §8 'Wallet' and 'Token card': the error texts, verbatim. */
export const WALLET_ERRORS = {
  weblnNotConnected: 'WebLN provider not connected',
  cashuNotInitialized: 'Cashu manager not initialized',
  paymentFailed: 'Payment failed',
  noActiveWallet: 'No active wallet configured for payment',
  noMints: 'No mints configured. Add a mint first.',
  noWallet: 'No wallet connected',
  invoiceFailed: 'Failed to create invoice',
  invoiceUnsupported: 'Invoice creation not supported for this wallet type',
  mintOffline: (host: string) => `Cashu mint (${host}) is offline. Try again later or change mints in wallet settings.`,
  disconnected: 'Wallet disconnected',
  invalidToken: 'Invalid token',
  noProofs: 'No proofs found in token',
  redeemFailed: 'Failed to redeem',
  statusFailed: 'Failed to check status',
  locked: 'Locked',
  lockedToOther: 'Locked to another key',
  walletNotInitialized: 'Wallet not initialized',
  invalidPaymentRequest: 'Invalid payment request',
  noAmount: 'No amount specified',
} as const

/** An error whose message is meant for the user as it stands. */
export class WalletError extends Error {
  override name = 'WalletError'
}
