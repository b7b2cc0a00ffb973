import type { NostrEvent } from '../nostr-types'
import { isValidEventShape } from '../relay/protocol/event-shape'
import { normalizeRelayUrl } from '../relay/relay-url'
import { systemClock, type Clock } from './clock'
import { eventHash } from './event-hash'
import type { Verifier } from './verifier'

/** Spec 3 §9: a relay's signature check ratio starts at 1 (every signature checked)… */
export const SIGNATURE_CHECK_RATIO_START = 1
/** …and never falls below 0.1 (one event in ten, on average, still has its signature checked). */
export const SIGNATURE_CHECK_RATIO_MIN = 0.1
/**
 * The decay: each of a relay's first 100 good signatures is checked; after `verified` good ones the ratio is
 * 100 / verified (0.5 at 200, 0.25 at 400), reaching the minimum at 1,000. In expectation a relay delivering
 * N ≥ 100 events gets about √(200·N − 10,000) of them checked until the floor, then one in ten.
 */
export const SIGNATURE_CHECKS_BEFORE_SAMPLING = 100
/** How many rejected id+sig pairs are remembered, so a known forgery is never waved through unchecked. */
export const REMEMBERED_FORGERIES = 1000

/** The share of a trusted relay's events whose signature is checked, after `verified` good signatures from it. */
export function signatureCheckRatio(verified: number): number {
  const decayed = SIGNATURE_CHECK_RATIO_START * Math.min(1, SIGNATURE_CHECKS_BEFORE_SAMPLING / Math.max(verified, 1))
  return Math.max(SIGNATURE_CHECK_RATIO_MIN, decayed)
}

export interface RatioVerifierOptions {
  /** Stamps when a relay became untrusted (default: the system clock). */
  clock?: Clock
  /** Uniform in [0, 1): an event is schnorr-checked when `random() < ratio` (default Math.random; inject a seeded one in tests). */
  random?: () => number
  /** Relays whose every event is checked, from the start. */
  untrustedRelays?: Iterable<string>
  /** The id hash (default eventHash: sha256 only, no secp256k1). */
  hash?: (event: NostrEvent) => string
  /** Called once when a relay delivers its first event that fails a check, and so becomes untrusted. */
  onUntrusted?: (relay: string, event: NostrEvent) => void
}

/** What the ratio verifier knows about one relay. */
export interface RelayTrust {
  relay: string
  /** Events from it whose signature the inner verifier accepted. */
  verified: number
  /** Events from it accepted on shape and id hash alone (not sampled). */
  hashOnly: number
  /** Events from it that failed a check. */
  rejected: number
  /** Its current check ratio (1 once untrusted). */
  ratio: number
  /** Every event from it is checked: it was given as untrusted, or it sent a bad id or signature. */
  untrusted: boolean
  /** When it sent its first bad event (clock time); absent if it never did. */
  untrustedSince?: number
}

export interface RatioStats {
  /** Events passed to the inner (schnorr) verifier. */
  sampled: number
  /** Events accepted on shape and id hash alone. */
  hashOnly: number
  /** Events rejected, sampled or not. */
  rejected: number
  /** Relays that sent a bad event (and so are untrusted for good). */
  untrustedRelays: number
}

/** A Verifier that checks only a sample of the signatures from relays that have behaved so far. */
export interface RatioVerifier extends Verifier {
  /** The current check ratio of a relay (1 for unknown and untrusted relays). */
  ratio(relay: string): number
  /** Checks every event from this relay from now on, for the verifier's lifetime. */
  distrust(relay: string): void
  trust(relay: string): RelayTrust
  stats(): RatioStats
}

interface TrustState {
  verified: number
  hashOnly: number
  rejected: number
  untrusted: boolean
  untrustedSince?: number
}

/**
 * Spec 3 §9, the signature check ratio per relay (as NDK's validation ratio). An event from a relay is
 * schnorr-checked by `inner` with probability `signatureCheckRatio(good signatures seen from that relay)`;
 * an event not sampled still has its shape checked and its id recomputed and compared (cheap), so content
 * cannot be swapped under a genuine id+sig, but its signature is not checked. The inner verifier (with the
 * signature cache behind it) only sees sampled events, so an unsampled event is never remembered as verified.
 *
 * Any event from a relay that fails a check (bad signature, id not matching the content, bad shape, or an
 * id+sig already rejected) makes that relay untrusted for the verifier's lifetime: ratio 1, every event checked.
 * Events without a relay (the caller's own, or ones the user is about to act on) and events from relays given
 * as `untrustedRelays` are always checked.
 */
export function ratioVerifier(inner: Verifier, opts: RatioVerifierOptions = {}): RatioVerifier {
  const clock = opts.clock ?? systemClock
  const random = opts.random ?? Math.random
  const hash = opts.hash ?? eventHash
  const relays = new Map<string, TrustState>()
  const forgeries = new Set<string>()
  const stats: RatioStats = { sampled: 0, hashOnly: 0, rejected: 0, untrustedRelays: 0 }

  const stateOf = (relay: string): TrustState => {
    let state = relays.get(relay)
    if (!state) relays.set(relay, (state = { verified: 0, hashOnly: 0, rejected: 0, untrusted: false }))
    return state
  }
  // Only finished good checks lower the ratio: a burst that arrives while checks are pending is checked in full,
  // so forgeries mixed into it cannot slip through before the first of them is caught.
  const ratioOf = (state: TrustState) => (state.untrusted ? 1 : signatureCheckRatio(state.verified))

  for (const relay of opts.untrustedRelays ?? []) stateOf(normalized(relay)).untrusted = true

  function reject(relay: string, state: TrustState, event: NostrEvent): false {
    stats.rejected += 1
    state.rejected += 1
    // Only a bad signature on content matching the id condemns this id+sig (a swapped content does not).
    if (isValidEventShape(event) && safeHash(hash, event) === event.id) rememberForgery(forgeries, event)
    if (state.untrustedSince === undefined) {
      state.untrusted = true
      state.untrustedSince = clock.now()
      stats.untrustedRelays += 1
      opts.onUntrusted?.(relay, event)
    }
    return false
  }

  function settle(relay: string, state: TrustState, event: NostrEvent, valid: boolean): boolean {
    if (!valid) return reject(relay, state, event)
    state.verified += 1
    return true
  }

  function checkSignature(relay: string, state: TrustState, event: NostrEvent): boolean | Promise<boolean> {
    stats.sampled += 1
    let verdict: boolean | Promise<boolean>
    try {
      verdict = inner(event, relay)
    } catch {
      return reject(relay, state, event)
    }
    if (typeof verdict === 'boolean') return settle(relay, state, event, verdict)
    return Promise.resolve(verdict).then(
        (valid) => settle(relay, state, event, valid),
        () => reject(relay, state, event),
      )
  }

  function checkHashOnly(relay: string, state: TrustState, event: NostrEvent): boolean {
    if (!isValidEventShape(event) || safeHash(hash, event) !== event.id || forgeries.has(event.id + event.sig)) {
      return reject(relay, state, event)
    }
    stats.hashOnly += 1
    state.hashOnly += 1
    return true
  }

  const verify = ((event: NostrEvent, relay?: string) => {
    if (relay === undefined) return inner(event)
    const state = stateOf(relay)
    return random() < ratioOf(state) ? checkSignature(relay, state, event) : checkHashOnly(relay, state, event)
  }) as RatioVerifier

  verify.ratio = (relay) => {
    const state = relays.get(normalized(relay))
    return state ? ratioOf(state) : SIGNATURE_CHECK_RATIO_START
  }
  verify.distrust = (relay) => void (stateOf(normalized(relay)).untrusted = true)
  verify.trust = (relay) => {
    const url = normalized(relay)
    const state = relays.get(url) ?? { verified: 0, hashOnly: 0, rejected: 0, untrusted: false }
    return { relay: url, ...state, ratio: ratioOf(state) }
  }
  verify.stats = () => ({ ...stats })
  return verify
}

/** Relays reach the verifier as the pool's normalized URLs; accept what users type too. */
function normalized(relay: string): string {
  try {
    return normalizeRelayUrl(relay)
  } catch {
    return relay
  }
}

function rememberForgery(forgeries: Set<string>, event: NostrEvent) {
  forgeries.add(event.id + event.sig)
  if (forgeries.size > REMEMBERED_FORGERIES) forgeries.delete(forgeries.values().next().value as string)
}

function safeHash(hash: (event: NostrEvent) => string, event: NostrEvent): string | null {
  try {
    return hash(event)
  } catch {
    return null
  }
}
