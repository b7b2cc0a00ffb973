import { verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { seededRandom } from '../test-support/bulk-events'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor, plain } from '../test-support/test-relay'
import { cachedVerifier } from './verify-cache'
import {
  SIGNATURE_CHECK_RATIO_MIN,
  SIGNATURE_CHECK_RATIO_START,
  SIGNATURE_CHECKS_BEFORE_SAMPLING,
  ratioVerifier,
  signatureCheckRatio,
} from './verify-ratio'

const RELAY = 'wss://relay.example/'
const OTHER = 'wss://other.example/'
const author = createAuthor()
const events = Array.from({ length: 40 }, (_, i) => author.sign({ content: `note ${i}`, created_at: 1_700_000_000 + i }))
const good = events[0]
const flip = (hex: string) => hex.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))
const badSig = author.sign({ content: 'bad signature', created_at: 1_700_000_500 })
badSig.sig = flip(badSig.sig)
/** Genuine id and signature, swapped content: only the id hash shows it. */
const tampered = { ...author.sign({ content: 'original', created_at: 1_700_000_600 }), content: 'tampered' }

/** Real schnorr verdicts, each distinct event checked once per test file (a check costs ms on a busy machine). */
const verdicts = new Map<string, boolean>()
function schnorr(event: NostrEvent): boolean {
  const key = JSON.stringify(plain(event))
  if (!verdicts.has(key)) verdicts.set(key, verifyEvent(plain(event)))
  return verdicts.get(key) as boolean
}

/** The inner (schnorr) check, counting its calls. */
function counting() {
  const calls: NostrEvent[] = []
  const inner = (event: NostrEvent) => {
    calls.push(event)
    return schnorr(event)
  }
  return { inner, calls }
}

/** A random() that can be switched between "always sample" (0) and "sample only at ratio 1" (just below 1). */
function switchable(value = 0) {
  const random = Object.assign(() => random.value, { value })
  return random
}

/** Feeds `count` good events from `relay` (cycling over the signed ones). */
function feed(verify: (event: NostrEvent, relay?: string) => unknown, relay: string, count: number) {
  const verdicts = Array.from({ length: count }, (_, i) => verify(plain(events[i % events.length]), relay))
  expect(verdicts.every((verdict) => verdict === true)).toBe(true)
}

describe('signatureCheckRatio', () => {
  it('starts at 1, stays there for the first 100 good signatures, then decays as 100 / verified down to 0.1', () => {
    expect(SIGNATURE_CHECK_RATIO_START).toBe(1)
    expect(SIGNATURE_CHECK_RATIO_MIN).toBe(0.1)
    expect(signatureCheckRatio(0)).toBe(1)
    expect(signatureCheckRatio(SIGNATURE_CHECKS_BEFORE_SAMPLING)).toBe(1)
    expect(signatureCheckRatio(200)).toBe(0.5)
    expect(signatureCheckRatio(400)).toBe(0.25)
    expect(signatureCheckRatio(1000)).toBe(0.1)
    expect(signatureCheckRatio(1_000_000)).toBe(0.1)
    const ratios = Array.from({ length: 3000 }, (_, verified) => signatureCheckRatio(verified))
    expect(ratios.every((ratio, i) => i === 0 || ratio <= ratios[i - 1])).toBe(true)
  })
})

describe('ratioVerifier', () => {
  it('checks every event while the ratio is 1, then only the sampled ones (random() < ratio)', () => {
    const { inner, calls } = counting()
    const verify = ratioVerifier(inner, { random: () => 0.5 })
    feed(verify, RELAY, 1000)
    // 0.5 < 100 / verified while verified < 200: exactly the first 200 are checked, the other 800 only hashed.
    expect(calls).toHaveLength(200)
    expect(verify.ratio(RELAY)).toBe(0.5)
    expect(verify.stats()).toEqual({ sampled: 200, hashOnly: 800, rejected: 0, untrustedRelays: 0 })
    expect(verify.trust(RELAY)).toMatchObject({ verified: 200, hashOnly: 800, untrusted: false })
  })

  it('checks every event of a burst that arrives while the first checks are pending (e.g. waiting for the wasm)', async () => {
    let release: () => void = () => {}
    const loaded = new Promise<void>((resolve) => (release = resolve))
    const { inner, calls } = counting()
    const verify = ratioVerifier(async (event: NostrEvent) => (await loaded, inner(event)), { random: () => 0.5 })
    const verdicts = Array.from({ length: 1000 }, (_, i) => verify(plain(events[i % events.length]), RELAY))
    expect(verify.stats().sampled).toBe(1000) // pending checks do not count as good ones
    release()
    expect((await Promise.all(verdicts)).every((valid) => valid === true)).toBe(true)
    expect(calls).toHaveLength(1000)
    expect(verify.ratio(RELAY)).toBe(0.1)
  })

  it('never lets a forgery through when valid and forged events are mixed in a burst (50 seeded runs, leak count 0)', async () => {
    const forged = events.slice(0, 20).map((event) => ({ ...plain(event), sig: flip(event.sig) }))
    let leaks = 0
    for (let seed = 1; seed <= 50; seed++) {
      const verify = ratioVerifier(async (event: NostrEvent) => schnorr(event), { random: seededRandom(seed) })
      const stream = Array.from({ length: 2000 }, (_, i) => (i % 97 === 13 ? forged[i % forged.length] : plain(events[i % events.length])))
      const verdicts = await Promise.all(stream.map((event) => verify(event, RELAY)))
      leaks += stream.filter((event, i) => verdicts[i] === true && forged.includes(event)).length
    }
    expect(leaks).toBe(0)
  })

  it('samples with a seeded random: reproducible, every good event accepted, the floor of 0.1 reached', () => {
    const run = () => {
      const { inner, calls } = counting()
      const verify = ratioVerifier(inner, { random: seededRandom(42) })
      feed(verify, RELAY, 20_000)
      return { verify, checked: calls.length }
    }
    const first = run()
    expect(run().checked).toBe(first.checked)
    // Expected: ~1,000 checks until 1,000 verified (after ~5,050 events), then one in ten of the ~14,950 left.
    expect(first.checked).toBeGreaterThan(2000)
    expect(first.checked).toBeLessThan(3000)
    expect(first.verify.ratio(RELAY)).toBe(SIGNATURE_CHECK_RATIO_MIN)
    // Ratios are per relay: a new relay starts at 1.
    expect(first.verify.ratio(OTHER)).toBe(1)
  })

  it('still recomputes the id of an unsampled event: swapped content under a genuine id+sig is dropped', () => {
    const { inner, calls } = counting()
    const random = switchable(0)
    const verify = ratioVerifier(inner, { random })
    feed(verify, RELAY, 1000)
    feed(verify, OTHER, 1000)
    random.value = 0.99 // from now on nothing is sampled from a trusted relay
    const before = calls.length
    expect(verify(plain(good), RELAY)).toBe(true)
    expect(verify(plain(tampered), RELAY)).toBe(false)
    expect(verify({ ...plain(good), kind: -1 } as NostrEvent, OTHER)).toBe(false) // the shape check is not skipped either
    expect(calls).toHaveLength(before)
    expect(verify.stats()).toMatchObject({ rejected: 2, untrustedRelays: 2 })
    expect(verify.ratio(RELAY)).toBe(1)
  })

  it('never lets an unsampled event count as verified in the signature cache', () => {
    const { inner, calls } = counting()
    const cached = cachedVerifier(inner, createManualClock())
    const random = switchable(0)
    const verify = ratioVerifier(cached, { random })
    feed(verify, RELAY, 1000) // 40 distinct events, each checked once, then from the cache
    expect(calls).toHaveLength(events.length)
    random.value = 0.99
    const fresh = author.sign({ content: 'not sampled', created_at: 1_700_001_000 })
    expect(verify(plain(fresh), RELAY)).toBe(true)
    expect(calls).toHaveLength(events.length)
    // Sampled later (or without a relay), it is checked for real: the hash-only pass left nothing in the cache.
    expect(verify(plain(fresh))).toBe(true)
    expect(calls.map((event) => event.id)).toContain(fresh.id)
    expect(cached.stats()).toMatchObject({ checked: events.length + 1 })
  })

  it('makes a relay untrusted for good after one bad signature: ratio 1 again, every event checked, counted once', () => {
    const { inner, calls } = counting()
    const random = switchable(0)
    const clock = createManualClock()
    const untrusted: string[] = []
    const verify = ratioVerifier(inner, { random, clock, onUntrusted: (relay) => untrusted.push(relay) })
    feed(verify, RELAY, 1000)
    feed(verify, OTHER, 1000)
    expect(verify.ratio(RELAY)).toBe(0.1)

    expect(verify(plain(badSig), RELAY)).toBe(false) // sampled (random 0)
    expect(untrusted).toEqual([RELAY])
    expect(verify.ratio(RELAY)).toBe(1)
    expect(verify.trust(RELAY)).toMatchObject({ untrusted: true, rejected: 1, untrustedSince: clock.now() })

    random.value = 0.99
    const before = calls.length
    feed(verify, RELAY, 500) // all checked, however many good ones follow
    feed(verify, OTHER, 500) // the other relay keeps its ratio
    expect(calls.length - before).toBe(500)
    expect(verify.ratio(RELAY)).toBe(1)
    expect(verify.ratio(OTHER)).toBe(0.1)
    expect(verify(plain(badSig), RELAY)).toBe(false)
    expect(untrusted).toEqual([RELAY])
    expect(verify.stats()).toMatchObject({ rejected: 2, untrustedRelays: 1 })
  })

  it('goes untrusted on an async rejection or a throwing inner verifier too', async () => {
    const verify = ratioVerifier(async (event) => event.content !== 'bad signature')
    expect(await verify(plain(good), RELAY)).toBe(true)
    expect(await verify(plain(badSig), RELAY)).toBe(false)
    expect(verify.trust(RELAY).untrusted).toBe(true)
    const throwing = ratioVerifier(() => {
      throw new Error('boom')
    })
    expect(throwing(plain(good), OTHER)).toBe(false)
    expect(throwing.trust(OTHER).untrusted).toBe(true)
  })

  it('rejects an id+sig already found forged even unsampled from another relay, but not the genuine event behind swapped content', () => {
    const { inner } = counting()
    const random = switchable(0)
    const verify = ratioVerifier(inner, { random })
    feed(verify, OTHER, 1000)
    expect(verify(plain(badSig), RELAY)).toBe(false)
    expect(verify(plain(tampered), RELAY)).toBe(false)
    random.value = 0.99
    const genuine = { ...tampered, content: 'original' }
    expect(verify(plain(genuine), OTHER)).toBe(true)
    expect(verify.trust(OTHER).untrusted).toBe(false)
    expect(verify(plain(badSig), OTHER)).toBe(false)
    expect(verify.trust(OTHER).untrusted).toBe(true)
  })

  it('always checks events from relays given as untrusted, and events given without a relay', () => {
    const { inner, calls } = counting()
    const random = switchable(0)
    const verify = ratioVerifier(inner, { random, untrustedRelays: ['relay.example'] })
    feed(verify, OTHER, 1000)
    random.value = 0.99
    const before = calls.length
    feed(verify, RELAY, 300)
    expect(calls.length - before).toBe(300)
    expect(verify.ratio(RELAY)).toBe(1)
    expect(verify(plain(good))).toBe(true)
    expect(verify(plain(badSig))).toBe(false)
    expect(calls.length - before).toBe(302)
    verify.distrust(OTHER)
    feed(verify, OTHER, 10)
    expect(calls.length - before).toBe(312)
    expect(verify.stats().untrustedRelays).toBe(0)
  })
})
