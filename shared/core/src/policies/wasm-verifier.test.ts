import { verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { createWasmVerifier, WARM_UP_EVENT } from './wasm-verifier'

const author = createAuthor()
const events = Array.from({ length: 1000 }, (_, i) => author.sign({ content: `note ${i}`, created_at: 1_700_000_000 + i }))
const good = events[0]
const forged = { ...good, content: 'forged' }
const badSig = { ...good, sig: 'f'.repeat(128) }

describe('createWasmVerifier', () => {
  it('checks with nostr-wasm once loaded: good passes, bad id and bad sig fail', async () => {
    const verify = createWasmVerifier()
    expect(await verify.preload()).toBe(true)
    expect(verify.engine()).toBe('wasm')
    expect(verify({ ...good })).toBe(true)
    expect(verify(forged)).toBe(false)
    expect(verify(badSig)).toBe(false)
  })

  it('checks a known event as soon as the wasm is in, so its first (compiling) check does not hold up relay answers', async () => {
    expect(verifyEvent({ ...WARM_UP_EVENT })).toBe(true) // a genuinely signed event
    const checked: string[] = []
    const verify = createWasmVerifier({ load: async () => ({ verifyEvent: (event) => void checked.push(event.id) }) })
    await verify.preload()
    expect(checked).toEqual([WARM_UP_EVENT.id])
  })

  it('holds the checks that arrive while the wasm loads until it is in, rather than checking them with nostr-tools', async () => {
    let fallbackLoads = 0
    const verify = createWasmVerifier({
      // A stub wasm that accepts everything: a forged event passing proves the wasm checked it.
      load: () => new Promise((resolve) => setTimeout(() => resolve({ verifyEvent: () => undefined }), 50)),
      loadFallback: async () => (fallbackLoads++, verifyEvent),
      waitMs: 5_000,
    })
    expect(verify.engine()).toBe('loading')
    const verdicts = Promise.all([verify(forged), verify({ ...good })])
    expect(await verdicts).toEqual([true, true])
    expect(verify.engine()).toBe('wasm')
    expect(fallbackLoads).toBe(0)
  })

  it('checks with nostr-tools once the wasm is later than the wait, and with the wasm once it is in', async () => {
    let release: () => void = () => {}
    const verify = createWasmVerifier({
      load: () => new Promise((resolve) => (release = () => resolve({ verifyEvent: () => undefined }))),
      waitMs: 20,
    })
    expect(await verify(forged)).toBe(false)
    expect(await verify({ ...good })).toBe(true)
    expect(verify.engine()).toBe('loading')
    release()
    await verify.preload()
    expect(verify(forged)).toBe(true) // the stub wasm accepts everything: proves it is now in use
  })

  it('falls back to nostr-tools when the wasm fails to load', async () => {
    const verify = createWasmVerifier({ load: () => Promise.reject(new Error('no wasm')) })
    expect(await verify.preload()).toBe(false)
    expect(verify.engine()).toBe('js')
    expect(await verify({ ...good })).toBe(true)
    expect(await verify(forged)).toBe(false)
  })

  it('measures 1,000 verifications: nostr-tools vs nostr-wasm (printed, not asserted)', async () => {
    const wasm = createWasmVerifier()
    await wasm.preload()
    const copies = () => events.map((event) => ({ ...event }))
    const jsBatch = copies()
    const jsStart = performance.now()
    const jsOk = jsBatch.every((event) => verifyEvent(event))
    const jsMs = performance.now() - jsStart
    const wasmBatch = copies()
    const wasmStart = performance.now()
    const wasmOk = wasmBatch.every((event) => wasm(event) === true)
    const wasmMs = performance.now() - wasmStart
    console.log(
      `verify 1,000 events: nostr-tools ${jsMs.toFixed(0)} ms (${(jsMs / 1000).toFixed(2)} ms/event), ` +
        `nostr-wasm ${wasmMs.toFixed(0)} ms (${(wasmMs / 1000).toFixed(2)} ms/event), ${(jsMs / wasmMs).toFixed(1)}x`,
    )
    expect(jsOk && wasmOk).toBe(true)
  })
})
