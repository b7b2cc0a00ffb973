import { createTtlCache } from '../names/ttl-cache'
import type { NostrEvent } from '../nostr-types'
import type { Clock } from './clock'
import { eventHash } from './event-hash'
import type { Verifier } from './verifier'

/** Spec 3 §9: signature cache of 1000 entries for 60000 ms. */
export const SIGNATURE_CACHE_SIZE = 1000
export const SIGNATURE_CACHE_TTL_MS = 60_000
/** How many verified ids are remembered beyond the signature cache. */
export const REMEMBERED_IDS = 50_000

/** Counts of how verdicts were reached, for tests and the bench. */
export interface VerifyStats {
  checked: number
  cached: number
  rejected: number
}

/** A Verifier that never checks the same event twice, with counts of what it did. */
export interface CachedVerifier extends Verifier {
  stats(): VerifyStats
}

/**
 * Decorates a verifier: verdicts are cached by id+sig (LRU, TTL) and verified ids are remembered.
 * A hit still recomputes the id (a cheap hash) so a known id+sig cannot vouch for other content.
 */
export function cachedVerifier(
  inner: Verifier,
  clock: Clock,
  hash: (event: NostrEvent) => string = eventHash,
): CachedVerifier {
  const verdicts = createTtlCache<boolean>({ maxEntries: SIGNATURE_CACHE_SIZE, ttlMs: SIGNATURE_CACHE_TTL_MS, clock })
  const remembered = new Map<string, string>()
  const stats: VerifyStats = { checked: 0, cached: 0, rejected: 0 }
  const idMatches = (event: NostrEvent) => safeHash(hash, event) === event.id

  const settle = (event: NostrEvent, valid: boolean): boolean => {
    if (valid) {
      verdicts.set(event.id + event.sig, true)
      remember(remembered, event)
    } else {
      stats.rejected += 1
      // Only a bad signature on correct content is a verdict about this id+sig.
      if (idMatches(event)) verdicts.set(event.id + event.sig, false)
    }
    return valid
  }

  const verify = ((event: NostrEvent, relay?: string) => {
    const cached = verdicts.get(event.id + event.sig) ?? (remembered.get(event.id) === event.sig ? true : undefined)
    if (cached !== undefined) {
      stats.cached += 1
      const valid = cached && idMatches(event)
      if (!valid) stats.rejected += 1
      return valid
    }
    stats.checked += 1
    let verdict: boolean | Promise<boolean>
    try {
      verdict = inner(event, relay)
    } catch {
      return settle(event, false)
    }
    if (typeof verdict === 'boolean') return settle(event, verdict)
    return verdict.then((valid) => settle(event, valid), () => settle(event, false))
  }) as CachedVerifier
  verify.stats = () => ({ ...stats })
  return verify
}

function remember(remembered: Map<string, string>, event: NostrEvent) {
  remembered.delete(event.id)
  remembered.set(event.id, event.sig)
  if (remembered.size > REMEMBERED_IDS) remembered.delete(remembered.keys().next().value as string)
}

function safeHash(hash: (event: NostrEvent) => string, event: NostrEvent): string | null {
  try {
    return hash(event)
  } catch {
    return null
  }
}
