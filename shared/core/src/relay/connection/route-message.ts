import type { RelayMessage } from '../protocol/relay-message'
import { PROBE_PREFIX } from './keepalive'
import type { createPublishBook } from './publish-book'
import type { createRelayAuth } from './relay-auth'
import type { RelayOffence } from './relay-budget'
import type { createSubscriptionBook } from './subscription-book'

/** What one connection's parsed messages go to. */
export interface MessageTargets {
  subscriptions: ReturnType<typeof createSubscriptionBook>
  publishes: ReturnType<typeof createPublishBook>
  auth: ReturnType<typeof createRelayAuth>
  send(message: unknown[]): boolean
  penalize(offence: RelayOffence): void
}

/** Hands a relay's message to whoever waits for it; an event no subscription asked for counts as late. */
export function routeRelayMessage(message: RelayMessage, to: MessageTargets): void {
  switch (message.type) {
    case 'EVENT':
    case 'EOSE':
    case 'CLOSED':
      // The keepalive's probe: closed on its EOSE, never shown.
      if (message.subId.startsWith(PROBE_PREFIX)) return void (message.type === 'EOSE' && to.send(['CLOSE', message.subId]))
      if (!to.subscriptions.handle(message) && message.type === 'EVENT') to.penalize('late event')
      return
    case 'OK':
      if (!to.auth.handleOk(message.eventId, message.ok, message.message)) to.publishes.handleOk(message.eventId, message.ok, message.message)
      return
    case 'AUTH':
      return to.auth.onChallenge(message.challenge)
    default:
      // NOTICE and COUNT are not used yet.
      return
  }
}
