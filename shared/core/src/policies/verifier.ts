import { verifyEvent } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'

/** Signature check policy; may be async (e.g. a worker or wasm verifier). */
export type Verifier = (event: NostrEvent) => boolean | Promise<boolean>

export const defaultVerifier: Verifier = (event) => verifyEvent(event)
