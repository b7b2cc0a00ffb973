import { generateSecretKey, verifyEvent } from 'nostr-tools/pure'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { createNip07Signer, type Nip07Extension } from './nip07-signer'
import { createPrivateKeySigner } from './private-key-signer'

/** A stand-in for a browser extension (window.nostr), backed by a real key. */
function fakeExtension(opts: { refuse?: boolean } = {}): Nip07Extension {
  const inner = createPrivateKeySigner(generateSecretKey())
  const gate = <T>(value: () => Promise<T>) => (opts.refuse ? Promise.reject(new Error('denied by user')) : value())
  return {
    getPublicKey: () => gate(() => inner.getPublicKey()),
    signEvent: (template) => gate(() => inner.signEvent(template)),
    nip44: inner.nip44,
  }
}

describe('NIP-07 signer', () => {
  it('waits for an extension that injects itself late', async () => {
    const clock = createManualClock()
    let extension: Nip07Extension | undefined
    const pending = createNip07Signer({ clock, getExtension: () => extension, timeoutMs: 3000 })
    clock.advance(1000)
    extension = fakeExtension()
    clock.advance(100)
    const { signer, pubkey } = await pending
    const event = await signer.signEvent({ kind: 1, content: 'hi', tags: [], created_at: 1 })
    expect(event.pubkey).toBe(pubkey)
    expect(verifyEvent(event)).toBe(true)
  })

  it('gives up after the timeout with the spec message', async () => {
    const clock = createManualClock()
    const pending = createNip07Signer({ clock, getExtension: () => undefined, timeoutMs: 3000 })
    clock.advance(3000)
    await expect(pending).rejects.toThrow('NIP-07 extension not available')
  })

  it('reports a refusal as "User rejected access"', async () => {
    const pending = createNip07Signer({ getExtension: () => fakeExtension({ refuse: true }) })
    await expect(pending).rejects.toThrow('User rejected access')
  })

  it('reports a missing NIP-04 capability of the extension', async () => {
    const { signer } = await createNip07Signer({ getExtension: () => fakeExtension() })
    await expect(signer.nip04.encrypt('a'.repeat(64), 'x')).rejects.toThrow('NIP-07 extension not available')
  })
})
