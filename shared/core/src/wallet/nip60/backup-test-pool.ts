import { matchFilters } from 'nostr-tools/filter'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { BackupPool } from './nip60-remote'

/** What the test pool does with one publish: accept it, refuse it, or never answer (a closed tab). */
export type PublishOutcome = 'ok' | 'refused' | 'hang'

/** A relay in memory for the backup's tests; `outcome` decides each publish (tried = how many of that kind came before). */
export function createBackupTestPool(outcome: (event: NostrEvent, tried: number) => PublishOutcome = () => 'ok') {
  const stored: NostrEvent[] = []
  const attempts: NostrEvent[] = []
  const waiters: Array<{ kind: number; resolve(event: NostrEvent): void }> = []
  const pool: BackupPool = {
    query: async (filters: Filter[]) => stored.filter((event) => matchFilters(filters, event)),
    async publish(event) {
      const verdict = outcome(event, attempts.filter((attempt) => attempt.kind === event.kind).length)
      attempts.push(event)
      for (const waiter of waiters.filter((candidate) => candidate.kind === event.kind)) waiter.resolve(event)
      if (verdict === 'hang') return new Promise(() => {})
      if (verdict === 'refused') return [{ ok: false }]
      stored.push(event)
      return [{ ok: true }]
    },
  }
  return {
    pool,
    /** Accepted events of these kinds. */
    kept: (...kinds: number[]) => stored.filter((event) => kinds.includes(event.kind)),
    /** Every publish of these kinds, accepted or not. */
    tried: (...kinds: number[]) => attempts.filter((event) => kinds.includes(event.kind)),
    /** Resolves at the next publish of `kind` (accepted or not). */
    nextPublish: (kind: number) => new Promise<NostrEvent>((resolve) => waiters.push({ kind, resolve })),
  }
}
