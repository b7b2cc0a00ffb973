// @app/core/push (spec 1 §4, §7, §8): web push for the signed-in user, loaded with the push prompt or the
// notifications settings, never with a first page.
import { map } from 'rxjs'
import { createApiClient } from '../api/api-client'
import type { Core } from '../core/create-core'
import type { EventTemplate } from '../signers/signer-types'
import { browserPush, type BrowserPush } from './browser-push'
import { createPushService, type PushService } from './push-service'

export { PUSH_ERRORS } from './push-errors'
export { pushFilter, isLegacySubscription } from './push-filter'
export { PUSH_DEBOUNCE_MS, type PushService, type PushStatus } from './push-service'
export type { BrowserPush } from './browser-push'

const services = new WeakMap<Core, PushService>()

/** The push service of a core (one per core): the notification server of the settings, this browser's push manager. */
export function pushOf(core: Core, browser: BrowserPush = browserPush()): PushService {
  let service = services.get(core)
  if (!service) {
    const sign = async (template: EventTemplate) => (await core.signer()).sign(template)
    service = createPushService({
      api: createApiClient({ server: () => core.settings.get().notifications.server, sign }),
      browser,
      pubkey$: core.session$.pipe(map((user) => (user && !user.locked ? user.pubkey : null))),
      preferences$: core.settings.select('notifications').pipe(map((group) => group.preferences)),
      declined$: core.notifications.declined$,
      setDeclined: (declined) => core.notifications.setDeclined(declined),
    })
    services.set(core, service)
  }
  return service
}
