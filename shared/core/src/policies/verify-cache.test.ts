import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import type { NostrEvent } from '../nostr-types'
import { cachedVerifier, SIGNATURE_CACHE_TTL_MS } from './verify-cache'
import { verifyEvent } from 'nostr-tools/pure'

const author = createAuthor()
const good = author.sign({ content: 'good' })
const badSig = { ...good, sig: good.sig.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }

function counting() {
  const calls: string[] = []
  const inner = (event: NostrEvent) => {
    calls.push(event.id)
    return verifyEvent({ ...event })
  }
  return { inner, calls }
}

describe('cachedVerifier', () => {
  it('verifies an event once, then answers from the cache', () => {
    const { inner, calls } = counting()
    const verify = cachedVerifier(inner, createManualClock())
    expect(verify({ ...good })).toBe(true)
    expect(verify({ ...good })).toBe(true)
    expect(calls).toEqual([good.id])
    expect(verify.stats()).toEqual({ checked: 1, cached: 1, rejected: 0 })
  })

  it('caches a bad signature on correct content as a rejection', () => {
    const { inner, calls } = counting()
    const verify = cachedVerifier(inner, createManualClock())
    expect(verify(badSig)).toBe(false)
    expect(verify(badSig)).toBe(false)
    expect(calls).toHaveLength(1)
  })

  it('never lets a known id+sig vouch for different content', () => {
    const { inner } = counting()
    const verify = cachedVerifier(inner, createManualClock())
    expect(verify({ ...good })).toBe(true)
    expect(verify({ ...good, content: 'swapped' })).toBe(false)
    // ...and a forged copy does not poison the cache for the real event.
    expect(verify({ ...good })).toBe(true)
  })

  it('remembers verified ids after the signature cache entry expired', () => {
    const clock = createManualClock()
    const { inner, calls } = counting()
    const verify = cachedVerifier(inner, clock)
    verify({ ...good })
    clock.advance(SIGNATURE_CACHE_TTL_MS + 1)
    expect(verify({ ...good })).toBe(true)
    expect(verify(badSig)).toBe(false)
    expect(calls).toEqual([good.id, good.id])
  })

  it('handles async and throwing inner verifiers', async () => {
    const verify = cachedVerifier(async (event) => event.content === 'good', createManualClock())
    expect(await verify({ ...good })).toBe(true)
    expect(verify({ ...good })).toBe(true)
    const throwing = cachedVerifier(() => {
      throw new Error('boom')
    }, createManualClock())
    expect(throwing({ ...good })).toBe(false)
  })
})
