import { verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { createWasmVerifier, eventChars, WASM_MAX_EVENT_CHARS } from './wasm-verifier'

const author = createAuthor()
/** A validly signed note of 1 MB: within a relay's 1 MiB frame, beyond what nostr-wasm's fixed heap can hash. */
const megabyteNote = author.sign({ content: 'L'.repeat(1_000_000), created_at: 1_700_000_000 })

describe('createWasmVerifier with large events', () => {
  it('checks an event larger than nostr-wasm can hash with nostr-tools: a signed 1 MB note passes, a forged one fails', async () => {
    const verify = createWasmVerifier()
    expect(await verify.preload()).toBe(true)
    expect(verifyEvent({ ...megabyteNote })).toBe(true)
    expect(await verify({ ...megabyteNote })).toBe(true)
    expect(await verify({ ...megabyteNote, content: `${megabyteNote.content}!` })).toBe(false)
    expect(verify({ ...author.sign({ content: 'small', created_at: 1_700_000_001 }) })).toBe(true) // still the wasm, synchronously
  })

  it('counts content and every tag value toward the size that decides the engine', () => {
    const tags = Array.from({ length: 2000 }, () => ['t', 'x'.repeat(100)])
    expect(eventChars({ ...megabyteNote, content: 'abc', tags })).toBe(3 + 2000 * 101)
    expect(eventChars({ ...megabyteNote, content: 'abc', tags })).toBeGreaterThan(WASM_MAX_EVENT_CHARS)
  })
})
