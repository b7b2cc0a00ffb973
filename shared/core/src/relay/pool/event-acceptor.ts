import { matchFilters } from 'nostr-tools/filter'
import { nowInSeconds, type Clock } from '../../policies/clock'
import type { Verifier } from '../../policies/verifier'
import type { VerifySchedule } from '../../policies/verify-schedule'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { RelayOffence } from '../connection/relay-budget'
import { isExpired } from '../protocol/event-shape'

type Deliver = (event: NostrEvent) => void
/** A relay sent an event off the subscription's filters, or one that failed its check. */
type OnOffence = (relay: string, offence: Extract<RelayOffence, 'off-filter event' | 'forged event'>) => void

/**
 * Admits each event of one subscription at most once, and only if it matches the filters,
 * has not expired and passes the (possibly async) verifier, which is told the relay the event came from. Reports every relay an admitted event came from.
 * With a schedule, checks wait their turn there; a lookup of known ids goes first. Offences are reported per relay.
 */
export function createEventAcceptor(
  filters: Filter[],
  verifier: Verifier,
  clock: Clock,
  onRelay: (id: string, relay: string) => void = () => {},
  schedule?: VerifySchedule,
  onOffence: OnOffence = () => {},
) {
  const urgent = isIdLookup(filters)
  const admitted = new Set<string>()
  // Keyed by the whole event, not its id: a forged copy must not hide the real event (nor its relays).
  const checking = new Map<string, Set<string>>()
  const verifying = new Set<Promise<void>>()

  function decide(event: NostrEvent, key: string, valid: boolean, deliver: Deliver) {
    const relays = checking.get(key) ?? new Set<string>()
    checking.delete(key)
    if (!valid) return relays.forEach((relay) => onOffence(relay, 'forged event'))
    if (admitted.has(event.id)) return
    admitted.add(event.id)
    relays.forEach((relay) => onRelay(event.id, relay))
    deliver(event)
  }

  function accept(event: NostrEvent, relay: string, deliver: Deliver): void {
    if (admitted.has(event.id)) return onRelay(event.id, relay)
    const key = eventKey(event)
    if (checking.has(key)) return void checking.get(key)?.add(relay)
    if (!matchFilters(filters, event)) return onOffence(relay, 'off-filter event')
    if (isExpired(event, nowInSeconds(clock))) return
    checking.set(key, new Set([relay]))
    let verdict: boolean | Promise<boolean>
    try {
      verdict = schedule ? schedule(() => verifier(event, relay), urgent) : verifier(event, relay)
    } catch {
      return decide(event, key, false, deliver)
    }
    if (typeof verdict === 'boolean') return decide(event, key, verdict, deliver)
    const pending: Promise<void> = Promise.resolve(verdict)
      .then((valid) => decide(event, key, valid, deliver), () => decide(event, key, false, deliver))
      .finally(() => verifying.delete(pending))
    verifying.add(pending)
  }

  /** Resolves once every verification started so far has finished. */
  async function settled(): Promise<void> {
    while (verifying.size > 0) await Promise.all([...verifying])
  }

  return { accept, settled }
}

/** A subscription for events known by id (a post being opened), as opposed to a stream of whatever matches. */
function isIdLookup(filters: Filter[]): boolean {
  return filters.length > 0 && filters.every((filter) => (filter.ids?.length ?? 0) > 0)
}

/** Identity of one copy of an event: every signed field plus the signature. */
function eventKey(event: NostrEvent): string {
  return JSON.stringify([event.id, event.sig, event.pubkey, event.created_at, event.kind, event.tags, event.content])
}
