// @app/core/wallet (spec 2 §3, §4, §7, §8): the wallet of the core, loaded only where money is handled.
import type { Core } from '../core/create-core'
import { defaultStorage } from '../policies/storage'
import { map } from 'rxjs'
import { SIGNER_ERRORS } from '../signers/signer-errors'
import { WalletError } from './wallet-errors'
import { configMints } from './config-mints'
import { createWalletService, type WalletService } from './wallet-service'

export { createWalletService, type WalletService, type WalletServiceOptions } from './wallet-service'
export { WALLET_ERRORS, WalletError } from './wallet-errors'
export type { WalletAccount } from './wallet-account'
export type { CashuWallet } from './cashu/cashu-wallet'
export type { MeltQuote } from './cashu/pay-invoice'
export type { PaidRequest } from './cashu/pay-request'
export type { PaymentRequestInfo } from './cashu/payment-request'
export type { MintQuoteProgress } from './cashu/receive-lightning'
export type { RecoveryOutcome } from './cashu/recovery'
export { INSUFFICIENT_BALANCE, TOKEN_MEMO_MAX } from './cashu/wallet-limits'
export { mintHost, normalizeMintUrl } from './cashu/mint-url'
export type { MintRow, NutzapRow, OperationRow, OperationKind, OperationState, PaymentMetadataRow, ProofRow } from './cashu/wallet-rows'
export type { WalletConnection, WalletProvider, WalletState } from './providers/wallet-store'
export type { WebLNProvider } from './providers/webln'
export { parseNwcConnection } from './nwc/parse-connection'
export { NWC_ERRORS } from './nwc/nwc-errors'
export type { NwcTransaction, NwcClient } from './nwc'

const services = new WeakMap<Core, WalletService>()

/** A NUT-18 `nostr` transport: the payment as a NIP-17 private message from the signed-in user. */
async function privateMessage(core: Core, to: string, content: string): Promise<void> {
  const signer = await core.signer()
  const author = signer.get()?.pubkey
  if (!author) throw new WalletError(SIGNER_ERRORS.noSigner)
  const { sendPrivateMessage } = await import(/* webpackChunkName: "wallet-cashu" */ '../private-messages/send-private-message')
  await sendPrivateMessage(core.pool, signer, author, to, content)
}

/** The core's wallet (one per core, created on first use). */
export function walletOf(core: Core): WalletService {
  let service = services.get(core)
  if (!service) {
    service = createWalletService({
      storage: defaultStorage(),
      pool: core.pool,
      account$: core.session$.pipe(map((user) => user?.pubkey ?? null)),
      defaultMints: configMints(core.config.mints),
      backup: {
        pool: core.pool,
        signer: () => core.signer(),
        // Read relays (NIP-65 read: not marked write-only), checked inline: importing the relay list's module here
        // would split it out of the core's main chunk, which every first load carries.
        relays: () => core.relays.get().filter((relay) => !relay.disabled && relay.read !== false).map((relay) => relay.url),
      },
      delivery: { privateMessage: (to, content) => privateMessage(core, to, content) },
    })
    services.set(core, service)
  }
  return service
}
