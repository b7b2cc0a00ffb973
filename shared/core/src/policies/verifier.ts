import type { NostrEvent } from '../nostr-types'

/**
 * Signature check policy; may be async (e.g. a worker or wasm verifier). `relay` is the (normalized) URL the
 * event came from, when it came from one: policies such as the per-relay check ratio use it; others ignore it.
 */
export type Verifier = (event: NostrEvent, relay?: string) => boolean | Promise<boolean>

let verifyEvent: Promise<(event: NostrEvent) => boolean> | null = null

/** nostr-tools' schnorr check, loaded on first use so the curve code stays off the first-load path. */
export const defaultVerifier: Verifier = async (event) => {
  verifyEvent ??= import('nostr-tools/pure').then((module) => module.verifyEvent)
  return (await verifyEvent)(event)
}
