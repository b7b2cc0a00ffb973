// The notification/API server's client and the subscription tiers: loaded by /subscribe (loadApi), not with the wallet.
import type { Core } from '../core/create-core'
import { createApiClient, type ApiClient } from '../api/api-client'
import type { EventTemplate } from '../signers/signer-types'

export { SUBSCRIPTION_TIERS } from '../api/tiers'

const apis = new WeakMap<Core, ApiClient>()

/** The notification/API server's client (spec 1 §7), signing NIP-98 as the signed-in user; one per core. */
export function apiOf(core: Core): ApiClient {
  let client = apis.get(core)
  if (!client) {
    const sign = async (template: EventTemplate) => (await core.signer()).sign(template)
    apis.set(core, (client = createApiClient({ server: () => core.settings.get().notifications.server, sign })))
  }
  return client
}
