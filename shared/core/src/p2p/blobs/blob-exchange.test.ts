import 'fake-indexeddb/auto'
import { NEVER, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { createPeerLog } from '../peer-log'
import { encodeFrame, FRAME_PAYLOAD_BYTES } from './binary-frame'
import { createBlobExchange } from './blob-exchange'
import { sha256HexOf } from './blob-hash'
import { createBlobStore, type BlobStore } from './blob-store'
import { linkPair, settle } from './link-pair.test-support'

const clock = createManualClock(1_800_000_000_000)
const AUTHOR = 'a'.repeat(64)
const bytesOf = (size: number, seed = 7) => Uint8Array.from({ length: size }, (_, index) => (index * seed) % 251)
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** Two browsers with their blob exchanges (b optional: a silent peer), each with a blob store of its own. */
function browsers(opts: { bSilent?: boolean } = {}) {
  const pair = linkPair()
  const side = (name: 'a' | 'b', silent = false) => {
    const log = createPeerLog(clock, () => 'debug')
    const store = createBlobStore(`blobs-${name}-${Math.random()}`)
    const exchange = createBlobExchange({ clock, log, store, standing: async () => ({ distance: 1, muted: false }), connected$: pair[name].connected$, messages$: silent ? NEVER : pair[name].inbox })
    cleanups.push(() => (exchange.dispose(), store.close()))
    return { log, store, exchange, link: pair[name].link }
  }
  return { a: side('a'), b: side('b', opts.bSilent) }
}

async function keep(store: BlobStore, data: Uint8Array, hash?: string) {
  const key = hash ?? (await sha256HexOf(data))
  await store.put({ hash: key, data: data.slice().buffer, mimeType: 'image/png', first_author: AUTHOR, stored_at: clock.now() })
  return key
}

const messages = async (log: ReturnType<typeof createPeerLog>) => (await firstValueFrom(log.entries$)).map((entry) => entry.message)
const typesSent = (sent: Array<Record<string, unknown> | ArrayBuffer>) => sent.map((each) => (each instanceof ArrayBuffer ? 'chunk' : each.type))

describe('blob transfer (spec 3 §4)', () => {
  it('requests a blob, gets BLOB_RES, acknowledges, receives its chunks and verifies the SHA-256', async () => {
    const { a, b } = browsers()
    const data = bytesOf(40_000)
    const hash = await keep(b.store, data)
    const got = await a.exchange.request(a.link, hash, 1_000_000)
    expect(got).toEqual(data)
    expect(typesSent(a.link.sent)).toEqual(['BLOB_REQ', 'BLOB_ACK', 'BLOB_OK'])
    expect(a.link.sent[0]).toMatchObject({ hash, size: 1_000_000 })
    expect(a.link.sent[2]).toMatchObject({ verified: true, hash })
    expect(typesSent(b.link.sent)).toEqual(['BLOB_RES', 'chunk', 'chunk', 'chunk'])
    expect(b.link.sent[0]).toMatchObject({ size: 40_000, chunks: 3 })
  })

  it('resolves null when the bytes do not hash to the requested hash, and says so in BLOB_OK', async () => {
    const { a, b } = browsers()
    const claimed = await sha256HexOf(bytesOf(100, 3))
    await keep(b.store, bytesOf(100, 5), claimed)
    expect(await a.exchange.request(a.link, claimed, 1_000_000)).toBeNull()
    expect(a.link.sent.at(-1)).toMatchObject({ type: 'BLOB_OK', verified: false, hash: claimed })
  })

  it('resolves null after 60 s without an answer, and at once without an open channel', async () => {
    const { a } = browsers({ bSilent: true })
    const hash = await sha256HexOf(bytesOf(10))
    let result: Uint8Array | null | undefined
    void a.exchange.request(a.link, hash, 1000).then((bytes) => (result = bytes))
    clock.advance(59_999)
    await settle()
    expect(result).toBeUndefined()
    clock.advance(1)
    await settle()
    expect(result).toBeNull()
    a.link.connection.state = 'closed'
    expect(await a.exchange.request(a.link, hash, 1000)).toBeNull()
  })

  it('answers size 0 for a blob it does not have, or one bigger than the requester accepts', async () => {
    const { a, b } = browsers()
    const hash = await keep(b.store, bytesOf(5000))
    expect(await a.exchange.request(a.link, 'f'.repeat(64), 1_000_000)).toBeNull()
    expect(await a.exchange.request(a.link, hash, 4999)).toBeNull()
    expect(b.link.sent.filter((each) => !(each instanceof ArrayBuffer))).toEqual([
      { type: 'BLOB_RES', id: 1, size: 0, chunks: 0 },
      { type: 'BLOB_RES', id: 2, size: 0, chunks: 0 },
    ])
  })

  it('waits while more than 4 chunks are buffered, looking again every 10 ms', async () => {
    const { a, b } = browsers()
    const hash = await keep(b.store, bytesOf(3 * FRAME_PAYLOAD_BYTES))
    b.link.buffered = 4 * FRAME_PAYLOAD_BYTES + 1
    const got = a.exchange.request(a.link, hash, 1_000_000)
    await settle()
    const chunks = () => b.link.sent.filter((each) => each instanceof ArrayBuffer).length
    expect(chunks()).toBe(0)
    expect(clock.pendingDelays()).toContain(10)
    clock.advance(10)
    await settle()
    expect(chunks()).toBe(0)
    b.link.buffered = 4 * FRAME_PAYLOAD_BYTES
    clock.advance(10)
    await settle()
    expect(chunks()).toBe(3)
    expect(await got).toHaveLength(3 * FRAME_PAYLOAD_BYTES)
  })

  it('logs unknown request or chunk ids and drops them, never throwing', async () => {
    const { a, b } = browsers()
    b.link.session.sendJson({ type: 'BLOB_RES', id: 999, size: 10, chunks: 1 })
    b.link.connection.send(encodeFrame('blob', 4242, 0, bytesOf(10)))
    a.link.session.sendJson({ type: 'BLOB_ACK', id: 77, accept: true })
    await settle()
    expect((await messages(a.log)).filter((message) => message === 'unknown blob request or chunk ids')).toHaveLength(2)
    expect(await messages(b.log)).toContain('unknown blob request or chunk ids')
  })
})

describe('a peer cannot make us store more than we asked for', () => {
  it('declines a BLOB_RES over our size, and ends a request whose chunks run past the announced size', async () => {
    const { a, b } = browsers({ bSilent: true })
    const hash = await sha256HexOf(bytesOf(10))
    const tooBig = a.exchange.request(a.link, hash, 100)
    await settle()
    b.link.session.sendJson({ type: 'BLOB_RES', id: 1, size: 101, chunks: 1 })
    expect(await tooBig).toBeNull()
    expect(a.link.sent.at(-1)).toEqual({ type: 'BLOB_ACK', id: 1, accept: false })

    const overflow = a.exchange.request(a.link, hash, 100)
    await settle()
    b.link.session.sendJson({ type: 'BLOB_RES', id: 2, size: 10, chunks: 1 })
    await settle()
    b.link.connection.send(encodeFrame('blob', 2, 0, bytesOf(11)))
    expect(await overflow).toBeNull()
    expect(await messages(a.log)).toContain('unknown blob request or chunk ids')
  })

  it('ignores chunks for a request it made of another peer', async () => {
    const { a, b } = browsers({ bSilent: true })
    const hash = await sha256HexOf(bytesOf(10))
    const other = { ...a.link, record: { short: 'c-peer' } }
    const pending = a.exchange.request(other, hash, 100)
    await settle()
    b.link.session.sendJson({ type: 'BLOB_RES', id: 1, size: 10, chunks: 1 })
    await settle()
    expect(await messages(a.log)).toContain('unknown blob request or chunk ids')
    clock.advance(60_000)
    expect(await pending).toBeNull()
  })
})
