import type { NostrEvent } from '../nostr-types'

/** Waits before events the signer could not decrypt are tried again; past the list, every five minutes. */
export const SIGNER_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000]

/** The signer could not answer (timed out, locked, refused, missing): the event is tried again, never refused. */
export class SignerUnavailable extends Error {
  constructor(cause: unknown) {
    super('The signer could not decrypt', { cause })
    this.name = 'SignerUnavailable'
  }
}

/**
 * Events set aside while the signer fails, unrecorded. After a failure the signer is left alone for a growing wait
 * (new events are set aside too), then everything set aside is handed to `retry`, oldest first. A signer that
 * answers again resets the wait.
 */
export function createSignerBackoff(retry: (events: NostrEvent[]) => void, delaysMs: readonly number[] = SIGNER_RETRY_DELAYS_MS) {
  const setAside = new Map<string, NostrEvent>()
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | null = null

  const retryNow = () => {
    timer = null
    const events = [...setAside.values()]
    setAside.clear()
    retry(events)
  }

  return {
    /** The signer failed lately: do not ask it before the wait ends. */
    waiting: () => timer !== null,
    setAside: (event: NostrEvent) => void setAside.set(event.id, event),
    /** The signer failed on `event`: it is set aside and the next wait starts (once). */
    failed(event: NostrEvent) {
      setAside.set(event.id, event)
      if (timer !== null) return
      timer = setTimeout(retryNow, delaysMs[Math.min(failures, delaysMs.length - 1)])
      failures += 1
    },
    /** The signer answered. */
    answered: () => void (failures = 0),
    /** Forgets what was set aside (still unrecorded: the next listener reads it again). */
    stop() {
      if (timer !== null) clearTimeout(timer)
      timer = null
      setAside.clear()
    },
  }
}
