import { describe, expect, it } from 'vitest'
import { decryptFile, encryptFile, FILE_ERRORS, openChatFile } from './chat-files'

const bytes = new TextEncoder().encode('a picture, honestly')

describe('kind-15 file encryption (AES-GCM)', () => {
  it('round-trips, hashes both sides, and refuses a wrong key or altered bytes', async () => {
    const sealed = await encryptFile(bytes)
    expect(sealed.key).toMatch(/^[0-9a-f]{64}$/)
    expect(sealed.nonce).toMatch(/^[0-9a-f]{24}$/)
    expect(await decryptFile(sealed.bytes, sealed.key, sealed.nonce)).toEqual(bytes)
    const other = await encryptFile(bytes)
    await expect(decryptFile(sealed.bytes, other.key, sealed.nonce)).rejects.toThrow(FILE_ERRORS.decrypt)
    const altered = sealed.bytes.slice()
    altered[0] ^= 1
    await expect(decryptFile(altered, sealed.key, sealed.nonce)).rejects.toThrow(FILE_ERRORS.decrypt)
  })

  it('opens a fetched file only when its hash matches; says why otherwise', async () => {
    const sealed = await encryptFile(bytes)
    const serve = (body: Uint8Array, ok = true) => (async () => ({ ok, arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) })) as unknown as typeof fetch
    const file = { url: 'https://files.example/x', decryptionKey: sealed.key, nonce: sealed.nonce, sha256: sealed.sha256, mime: 'text/plain' }
    const blob = await openChatFile(file, serve(sealed.bytes))
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes)
    expect(blob.type).toBe('text/plain')
    await expect(openChatFile(file, serve(bytes))).rejects.toThrow(FILE_ERRORS.decrypt)
    await expect(openChatFile(file, serve(sealed.bytes, false))).rejects.toThrow(FILE_ERRORS.fetch)
    await expect(openChatFile({ ...file, url: 'javascript:alert(1)' }, serve(sealed.bytes))).rejects.toThrow(FILE_ERRORS.fetch)
  })
})
