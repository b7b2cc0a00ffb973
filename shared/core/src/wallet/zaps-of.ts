import { defer, filter, firstValueFrom, from, of, switchMap, timeout } from 'rxjs'
import type { Core } from '../core/create-core'
import type { NostrEvent } from '../nostr-types'
import type { ZapService } from '../zaps/zap-service'
import type { Campaign, CampaignOptions } from '../zaps/zap-campaign'
import { ZAP_ERRORS } from '../zaps/zap-rules'
import { once } from '../util/once'
import { walletOf } from './wallet-of'

const PROFILE_WAIT_MS = 5000
const services = new WeakMap<Core, ZapService>()

/** Where a zap's receipt should go: the zapper's write relays and the recipient's read relays (outbox). */
async function receiptRelays(core: Core, recipient: string): Promise<string[]> {
  const me = (await firstValueFrom(core.session$))?.pubkey ?? recipient
  const draft = { id: '', sig: '', kind: 9734, pubkey: me, content: '', created_at: 0, tags: [['p', recipient]] } satisfies NostrEvent
  return core.outbox.relaysForPublish(draft)
}

/** The zap service over the core: LNURL through its cache, signing by its signer, paying by its wallet. */
async function createFor(core: Core): Promise<ZapService> {
  const { createZapService } = await import(/* webpackChunkName: "wallet-zaps" */ '../zaps/zap-service')
  return createZapService({
    lnurl: core.lnurl,
    profile: (pubkey) => firstValueFrom(core.profiles.profile$(pubkey).pipe(filter(Boolean), timeout({ first: PROFILE_WAIT_MS, with: () => of(undefined) }))),
    sign: async (template) => {
      const signer = await core.signer()
      if (!signer.get()) throw new Error(ZAP_ERRORS.noSigner)
      return signer.sign(template)
    },
    relaysFor: (recipient) => receiptRelays(core, recipient),
    pay: (invoice, metadata) => walletOf(core).payInvoice(invoice, metadata),
    pool: core.pool,
    verifyZap: core.verifyZap,
  })
}

/** The core's zap service (one per core); its code loads with the first zap. */
export function zapsOf(core: Core): ZapService {
  let service = services.get(core)
  if (!service) {
    const load = once(() => createFor(core))
    service = {
      plan: async (target) => (await load()).plan(target),
      invoice: async (plan, bits, comment) => (await load()).invoice(plan, bits, comment),
      pay: async (zap) => (await load()).pay(zap),
      zap: async (target, bits, comment) => (await load()).zap(target, bits, comment),
      receipt$: (zap) => defer(() => from(load())).pipe(switchMap((loaded) => loaded.receipt$(zap))),
    }
    services.set(core, service)
  }
  return service
}

/** Spec 2 §2 zap-all: zaps the posts through zapsOf(core); rejects with 'No signer available' / 'No wallet connected'. */
export async function startZapCampaign(core: Core, posts: readonly NostrEvent[], options: CampaignOptions): Promise<Campaign> {
  const { startCampaign, CAMPAIGN_TEXTS } = await import(/* webpackChunkName: "wallet-zaps" */ '../zaps/zap-campaign')
  const me = (await firstValueFrom(core.session$))?.pubkey
  if (!me) throw new Error(CAMPAIGN_TEXTS.noSigner)
  if ((await firstValueFrom(walletOf(core).provider$)) === 'disabled') throw new Error(CAMPAIGN_TEXTS.noWallet)
  const comment = core.user.get().defaultZapComment
  return startCampaign(posts, options, {
    zap: async (post, bits) => void (await zapsOf(core).zap({ pubkey: post.pubkey, event: post }, bits, comment)),
    alreadyZapped: async (post) => {
      const receipts = await core.pool.query([{ kinds: [9735], '#e': [post.id], '#P': [me] }])
      for (const receipt of receipts) if ((await core.verifyZap(receipt))?.zapper === me) return true
      return false
    },
    hasLightningAddress: async (pubkey) => Boolean((await core.lnurl.getZapConfig(pubkey))?.allowsNostr),
  })
}
