import { matchFilters } from 'nostr-tools/filter'
import { nowInSeconds, type Clock } from '../../policies/clock'
import type { Verifier } from '../../policies/verifier'
import type { Filter, NostrEvent } from '../../nostr-types'
import { isExpired } from '../protocol/event-shape'

/**
 * Admits each event of one subscription at most once, and only if it matches the filters,
 * has not expired and passes the (possibly async) verifier.
 */
export function createEventAcceptor(filters: Filter[], verifier: Verifier, clock: Clock) {
  const seen = new Set<string>()
  const verifying = new Set<Promise<void>>()

  function admit(event: NostrEvent, deliver: (event: NostrEvent) => void) {
    if (seen.has(event.id)) return
    seen.add(event.id)
    deliver(event)
  }

  function accept(event: NostrEvent, deliver: (event: NostrEvent) => void): void {
    if (seen.has(event.id) || !matchFilters(filters, event) || isExpired(event, nowInSeconds(clock))) return
    let verdict: boolean | Promise<boolean>
    try {
      verdict = verifier(event)
    } catch {
      return
    }
    if (typeof verdict === 'boolean') {
      if (verdict) admit(event, deliver)
      return
    }
    const pending: Promise<void> = Promise.resolve(verdict)
      .then((valid) => (valid ? admit(event, deliver) : undefined), () => undefined)
      .finally(() => verifying.delete(pending))
    verifying.add(pending)
  }

  /** Resolves once every verification started so far has finished. */
  async function settled(): Promise<void> {
    while (verifying.size > 0) await Promise.all([...verifying])
  }

  return { accept, settled }
}
