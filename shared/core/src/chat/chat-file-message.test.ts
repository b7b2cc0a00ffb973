import 'fake-indexeddb/auto'
import * as nip17 from 'nostr-tools/nip17'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlossomServer } from '../../../../e2e/servers/blossom-server.mjs'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor } from '../test-support/test-relay'
import { decryptFile } from './chat-files'
import { chatServiceFor, until } from './chat-test-kit'

const fixture = useRelayPool()
let blossom: Awaited<ReturnType<typeof startBlossomServer>>
beforeAll(async () => void (blossom = await startBlossomServer()))
afterAll(() => blossom.close())

const tag = (tags: string[][], name: string) => tags.find((t) => t[0] === name)?.[1]

describe('kind-15 file messages (NIP-17) through a real Blossom server', () => {
  it('encrypts, uploads and seals the key; nostr-tools reads the message and the peer’s app opens the file', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const original = new TextEncoder().encode('PNG-ish bytes, believe me')
    const { service } = chatServiceFor(me, fixture.pool, { relays: [fixture.relay.url], blossomUrl: blossom.url })
    await service.sendFile(peer.pubkey, new File([original], 'photo.png', { type: 'image/png' }))

    const uploaded = blossom.uploads.at(-1)!
    expect(uploaded.type).toBe('application/octet-stream')
    const [rumor] = (await fixture.pool.query([{ kinds: [1059], '#p': [peer.pubkey] }])).map((wrap) => nip17.unwrapEvent(wrap, peer.secretKey))
    expect(rumor).toMatchObject({ kind: 15, content: uploaded.url, pubkey: me.pubkey })
    expect(tag(rumor.tags, 'file-type')).toBe('image/png')
    expect(tag(rumor.tags, 'encryption-algorithm')).toBe('aes-gcm')
    expect(tag(rumor.tags, 'x')).toBe(uploaded.sha256)
    const stored = new Uint8Array(await (await fetch(uploaded.url)).arrayBuffer())
    expect(new TextDecoder().decode(stored)).not.toContain('PNG-ish')
    expect(await decryptFile(stored, tag(rumor.tags, 'decryption-key')!, tag(rumor.tags, 'decryption-nonce')!)).toEqual(original)

    const theirs = chatServiceFor(peer, fixture.pool, { distances: { [me.pubkey]: 1 } })
    const [message] = await until(theirs.service.messages$(me.pubkey), (list) => list.length === 1)
    expect(message).toMatchObject({ kind: 15, file: { url: uploaded.url, mime: 'image/png', sha256: uploaded.sha256 } })
    const opened = await theirs.service.openFile(message.file!)
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(original)
    expect(opened.type).toBe('image/png')
    service.dispose()
    theirs.service.dispose()
  })
})
