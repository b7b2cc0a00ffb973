import { filter, firstValueFrom, of, timeout } from 'rxjs'
import type { Core } from '../core/create-core'
import type { NostrEvent } from '../nostr-types'
import { createZapService, type ZapService } from '../zaps/zap-service'
import { ZAP_ERRORS } from '../zaps/zap-rules'
import { walletOf } from './wallet-of'

const PROFILE_WAIT_MS = 5000
const services = new WeakMap<Core, ZapService>()

/** Where a zap's receipt should go: the zapper's write relays and the recipient's read relays (outbox). */
async function receiptRelays(core: Core, recipient: string): Promise<string[]> {
  const me = (await firstValueFrom(core.session$))?.pubkey ?? recipient
  const draft = { id: '', sig: '', kind: 9734, pubkey: me, content: '', created_at: 0, tags: [['p', recipient]] } satisfies NostrEvent
  return core.outbox.relaysForPublish(draft)
}

/** The core's zap service (one per core): LNURL through the core's cache, signing by its signer, paying by its wallet. */
export function zapsOf(core: Core): ZapService {
  let service = services.get(core)
  if (!service) {
    service = createZapService({
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
    services.set(core, service)
  }
  return service
}
