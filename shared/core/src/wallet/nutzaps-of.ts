import { firstValueFrom } from 'rxjs'
import type { Core } from '../core/create-core'
import type { NutzapService } from '../zaps/zap-service'
import { walletOf } from './wallet-of'

/** The newest kind-10019 nutzap info of a user from the relays, or null. */
async function nutzapInfo(core: Core, pubkey: string) {
  const { newestNutzapInfo } = await import(/* webpackChunkName: "wallet-zaps" */ '../zaps/nutzap-info')
  return newestNutzapInfo(await core.pool.query([{ kinds: [10019], authors: [pubkey], limit: 1 }]))
}

/** The current account's ecash wallet (visitors have one too). */
async function cashuOf(core: Core) {
  return (await firstValueFrom(walletOf(core).account$)).cashu
}

/** NIP-61 sending over the core (its wallet's ecash, its signer, its relays); the code loads with the first nutzap. */
export function nutzapsOf(core: Core): NutzapService {
  return {
    async canNutzap(pubkey) {
      const info = await nutzapInfo(core, pubkey).catch(() => null)
      if (!info) return false
      const balances = await firstValueFrom((await cashuOf(core)).balances$)
      return info.mints.some((mint) => (balances[mint] ?? 0) > 0)
    },
    async nutzap(target, bits, comment) {
      const { sendNutzap } = await import(/* webpackChunkName: "wallet-zaps" */ '../zaps/nutzap-send')
      const cashu = await cashuOf(core)
      return sendNutzap(
        {
          cashu: { balances$: cashu.balances$, sendToken: (amount, opts) => cashu.sendToken(amount, opts), tokenProofs: (token) => cashu.tokenProofs(token) },
          info: (pubkey) => nutzapInfo(core, pubkey),
          sign: async (template) => (await core.signer()).sign(template),
          publish: async (event, relays) => core.pool.publish(event, { relays: [...new Set([...relays, ...(await core.outbox.relaysForPublish(event))])] }),
        },
        target,
        bits,
        comment,
      )
    },
  }
}
