import type { NostrEvent } from '../../nostr-types'

/** Spec 3 §4 'Relay connection'. */
export type RelayState =
  | 'disconnecting'
  | 'disconnected'
  | 'reconnecting'
  | 'flapping'
  | 'connecting'
  | 'connected'
  | 'auth requested'
  | 'authenticating'
  | 'authenticated'

/** A relay's connection state, with the last error when there is one. */
export interface RelayStatus {
  url: string
  state: RelayState
  error?: string
  /** Set once the relay was cut off for going over its budget (flood, garbage, events after CLOSE…): why. */
  misbehaving?: string
}

/** One relay's answer to a publish: OK true/false with its message, or our own error text. */
export interface PublishResult {
  relay: string
  ok: boolean
  message: string
}

/** Callbacks for one subscription on one relay. */
export interface SubscriptionHandlers {
  onEvent(event: NostrEvent): void
  /** The relay sent EOSE. */
  onEose(): void
  /** The relay will not send EOSE: it sent CLOSED, is unreachable or the connection dropped. */
  onClosed(reason: string): void
}
