import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { createPeerLog } from '../peer-log'
import { createBlobExchange } from './blob-exchange'
import { hashInUrl, sha256HexOf, sniffMediaType } from './blob-hash'
import { blobKey, createBlobStore, type BlobStore } from './blob-store'
import { linkPair, settle } from './link-pair.test-support'

const clock = createManualClock(1_800_000_000_000)
const NEAR = 'a'.repeat(64)
const FAR = 'f'.repeat(64)
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 200 }, (_, index) => index % 256)])
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

const standing = async (pubkey: string) => ({ distance: pubkey === FAR ? 3 : 2, muted: false })
const httpOk = (bytes: Uint8Array, type = 'image/png') => async () => new Response(bytes.slice(), { headers: { 'content-type': type } })

function browsers(fetchMedia?: typeof fetch) {
  const pair = linkPair()
  const side = (name: 'a' | 'b') => {
    const log = createPeerLog(clock, () => 'debug')
    const store = createBlobStore(`media-${name}-${Math.random()}`)
    const exchange = createBlobExchange({ clock, log, store, standing, connected$: pair[name].connected$, messages$: pair[name].inbox, fetch: fetchMedia })
    cleanups.push(() => (exchange.dispose(), store.close()))
    return { log, store, exchange, link: pair[name].link }
  }
  return { a: side('a'), b: side('b') }
}

const keep = async (store: BlobStore, data: Uint8Array, storedAt: number) =>
  store.put({ hash: await sha256HexOf(data), data: data.slice().buffer, mimeType: 'image/png', first_author: NEAR, stored_at: storedAt })

describe('media from peers (spec 2, spec 3 §5)', () => {
  it('fetches a blob of an author within distance 2 from a peer, keeps it, and serves it locally afterwards', async () => {
    const { a, b } = browsers()
    await keep(b.store, PNG, clock.now())
    const hash = await sha256HexOf(PNG)
    const blob = await a.exchange.fetchBlob(hash, NEAR)
    expect(blob?.type).toBe('image/png')
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(PNG)
    expect(await a.store.get(hash)).toMatchObject({ key: `binary_blobs:${hash}`, first_author: NEAR, size: PNG.byteLength, mimeType: 'image/png' })
    const asked = a.link.sent.length
    expect(await a.exchange.fetchBlob(hash, NEAR)).not.toBeNull()
    expect(a.link.sent).toHaveLength(asked)
  })

  it('asks no peer for media of an author beyond distance 2, nor for a malformed hash', async () => {
    const { a, b } = browsers()
    await keep(b.store, PNG, clock.now())
    expect(await a.exchange.fetchBlob(await sha256HexOf(PNG), FAR)).toBeNull()
    expect(await a.exchange.fetchBlob('not-a-hash', NEAR)).toBeNull()
    expect(a.link.sent).toEqual([])
  })

  it('keeps media the app loaded when its bytes hash to the hash in its URL, and discards them otherwise', async () => {
    const hash = await sha256HexOf(PNG)
    const good = browsers(httpOk(PNG))
    expect(await good.a.exchange.keepMedia(`https://cdn.example/${hash}.png`, hash, NEAR)).toBe(true)
    expect(await good.a.store.get(hash)).toMatchObject({ mimeType: 'image/png', size: PNG.byteLength })

    const tampered = browsers(httpOk(PNG.slice(1)))
    expect(await tampered.a.exchange.keepMedia(`https://cdn.example/${hash}.png`, hash, NEAR)).toBe(false)
    expect(await tampered.a.store.has(hash)).toBe(false)
  })

  it('keeps nothing of a far author, or from a URL without the hash', async () => {
    const hash = await sha256HexOf(PNG)
    const { a } = browsers(httpOk(PNG))
    expect(await a.exchange.keepMedia(`https://cdn.example/${hash}.png`, hash, FAR)).toBe(false)
    expect(await a.exchange.keepMedia('https://cdn.example/cat.png', hash, NEAR)).toBe(false)
    expect(await a.store.count()).toBe(0)
  })

  it('serves a BLOB_REQ from the kept media once the media server is gone', async () => {
    const hash = await sha256HexOf(PNG)
    const { a, b } = browsers(httpOk(PNG))
    await b.exchange.keepMedia(`http://127.0.0.1:9/${hash}.png`, hash, NEAR)
    await settle()
    expect(await a.exchange.fetchBlob(hash, NEAR)).not.toBeNull()
  })
})

describe('the blob store', () => {
  it('keys entries binary_blobs:{hash} and lists them newest first, 20 a page', async () => {
    const store = createBlobStore(`list-${Math.random()}`)
    cleanups.push(() => store.close())
    for (let index = 0; index < 25; index++) await keep(store, Uint8Array.from([index, 1, 2]), 1000 + index)
    const first = await store.list(0)
    expect(first).toHaveLength(20)
    expect(first[0].stored_at).toBe(1024)
    expect(first.map((entry) => entry.stored_at)).toEqual([...first.map((entry) => entry.stored_at)].sort((x, y) => y - x))
    expect((await store.list(1)).map((entry) => entry.stored_at)).toEqual([1004, 1003, 1002, 1001, 1000])
    expect(first[0].key).toBe(blobKey(first[0].hash))
  })
})

describe('blob hashes in URLs and media types', () => {
  it('reads a Blossom-style hash from the last path segment only', () => {
    const hash = 'ab'.repeat(32)
    expect(hashInUrl(`https://blossom.example/${hash}.png`)).toBe(hash)
    expect(hashInUrl(`https://blossom.example/${hash.toUpperCase()}`)).toBe(hash)
    expect(hashInUrl(`https://blossom.example/${hash}/thumb.png`)).toBeNull()
    expect(hashInUrl(`javascript:/${hash}`)).toBeNull()
  })

  it('types raster images and videos by their bytes, everything else as octet-stream', () => {
    expect(sniffMediaType(PNG)).toBe('image/png')
    expect(sniffMediaType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBe('application/octet-stream')
  })
})
