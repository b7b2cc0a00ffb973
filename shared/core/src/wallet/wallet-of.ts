import { map } from 'rxjs'
import type { Core } from '../core/create-core'
import { defaultStorage } from '../policies/storage'
import { SIGNER_ERRORS } from '../signers/signer-errors'
import { WalletError } from './wallet-errors'
import { configMints } from './config-mints'
import { createWalletService, type WalletService } from './wallet-service'
import { createTokenCardService, type TokenCardService } from './token-card'

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

const tokenCards = new WeakMap<Core, TokenCardService>()

/** The wallet actions of token cards in notes (one per core). */
export function tokenCardOf(core: Core): TokenCardService {
  let service = tokenCards.get(core)
  if (!service) tokenCards.set(core, (service = createTokenCardService(walletOf(core))))
  return service
}
