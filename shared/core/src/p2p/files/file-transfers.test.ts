import { firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import { createPeerLog } from '../peer-log'
import { encodeFrame, FRAME_PAYLOAD_BYTES } from '../blobs/binary-frame'
import { linkPair, settle } from '../blobs/link-pair.test-support'
import type { FileTransfer } from './file-messages'
import { createFileTransfers } from './file-transfers'
import { humanSize, safeFileName } from './safe-file-name'

const clock = createManualClock(1_800_000_000_000)
const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 13) % 251)
const fileOf = (size: number, name = 'notes.txt') => new File([bytesOf(size)], name, { type: 'text/plain' })
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

function browsers(opts: { bReceives?: boolean } = {}) {
  const pair = linkPair()
  const side = (name: 'a' | 'b', receives: boolean) => {
    const log = createPeerLog(clock, () => 'debug')
    const files = createFileTransfers({ clock, log, receivingEnabled: () => receives, connected$: pair[name].connected$, messages$: pair[name].inbox })
    const seen: FileTransfer[][] = []
    files.transfers$.subscribe((list) => seen.push(list))
    cleanups.push(() => files.dispose())
    return { log, files, seen, link: pair[name].link, latest: () => seen.at(-1) ?? [] }
  }
  return { a: side('a', true), b: side('b', opts.bReceives ?? true) }
}

const logged = async (log: ReturnType<typeof createPeerLog>) => (await firstValueFrom(log.entries$)).map((entry) => entry.message)
const chunksSent = (sent: Array<Record<string, unknown> | ArrayBuffer>) => sent.filter((each) => each instanceof ArrayBuffer).length

describe('file transfer (spec 3 §4)', () => {
  it('sends metadata, streams 16 KiB chunks once accepted, and the receiver builds the file on an exact size match', async () => {
    const { a, b } = browsers()
    const ended = await a.files.send(a.link, fileOf(40_000))
    expect(ended).toMatchObject({ direction: 'outgoing', status: 'sent', done: 40_000, size: 40_000 })
    expect(a.link.sent[0]).toEqual({ type: 'file-metadata', id: 1, metadata: { name: 'notes.txt', size: 40_000, type: 'text/plain' } })
    expect(b.link.sent).toEqual([{ type: 'file-accepted', id: 1 }])
    expect(chunksSent(a.link.sent)).toBe(3)
    await settle()
    const [received] = b.latest()
    expect(received).toMatchObject({ direction: 'incoming', name: 'notes.txt', status: 'received', done: 40_000 })
    expect(received.file?.type).toBe('application/octet-stream')
    expect(new Uint8Array(await received.file!.arrayBuffer())).toEqual(bytesOf(40_000))
    // Reset: the next file from the same peer is received as well.
    await a.files.send(a.link, fileOf(10, 'second.txt'))
    await settle()
    expect(b.latest().map((transfer) => [transfer.name, transfer.status])).toEqual([['notes.txt', 'received'], ['second.txt', 'received']])
  })

  it('shows progress on both sides while the file moves', async () => {
    const { a, b } = browsers()
    await a.files.send(a.link, fileOf(5 * FRAME_PAYLOAD_BYTES))
    await settle()
    const statuses = (seen: FileTransfer[][]) => seen.map((list) => list[0] && `${list[0].status}:${list[0].done}`).filter(Boolean)
    expect(statuses(a.seen)).toEqual(['waiting:0', 'sending:0', ...[1, 2, 3, 4, 5].map((n) => `sending:${n * FRAME_PAYLOAD_BYTES}`), `sent:${5 * FRAME_PAYLOAD_BYTES}`])
    expect(statuses(b.seen)).toEqual(['receiving:0', ...[1, 2, 3, 4].map((n) => `receiving:${n * FRAME_PAYLOAD_BYTES}`), `received:${5 * FRAME_PAYLOAD_BYTES}`])
  })

  it('rejects every file automatically while receiving files is off, and sends no chunk', async () => {
    const { a, b } = browsers({ bReceives: false })
    expect(await a.files.send(a.link, fileOf(1000))).toMatchObject({ status: 'rejected', done: 0 })
    expect(b.link.sent).toEqual([{ type: 'file-rejected', id: 1 }])
    expect(chunksSent(a.link.sent)).toBe(0)
    expect(b.latest()).toEqual([])
  })

  it('ignores data that comes before the metadata or for a file it did not accept', async () => {
    const { a, b } = browsers({ bReceives: false })
    a.link.connection.send(encodeFrame('file', 1, 0, bytesOf(10)))
    a.link.session.sendJson({ type: 'file-metadata', id: 2, metadata: { name: 'x', size: 10, type: '' } })
    a.link.connection.send(encodeFrame('file', 2, 0, bytesOf(10)))
    await settle()
    expect(b.latest()).toEqual([])
    expect((await logged(b.log)).filter((message) => message === 'file data before its metadata ignored')).toHaveLength(2)
  })

  it('pauses while more than 4 chunks are buffered, trying again after 100 ms', async () => {
    const { a } = browsers()
    a.link.buffered = 4 * FRAME_PAYLOAD_BYTES + 1
    const sending = a.files.send(a.link, fileOf(2 * FRAME_PAYLOAD_BYTES))
    await settle()
    expect(chunksSent(a.link.sent)).toBe(0)
    expect(clock.pendingDelays()).toContain(100)
    clock.advance(100)
    await settle()
    expect(chunksSent(a.link.sent)).toBe(0)
    a.link.buffered = 0
    clock.advance(100)
    expect(await sending).toMatchObject({ status: 'sent' })
    expect(chunksSent(a.link.sent)).toBe(2)
  })

  it("logs 'peer connection not connected' when the peer's channel is not open", async () => {
    const { a } = browsers()
    a.link.connection.state = 'closed'
    expect(await a.files.send(a.link, fileOf(10))).toMatchObject({ status: 'failed' })
    expect(await logged(a.log)).toContain('peer connection not connected')
    expect(a.link.sent).toEqual([])
  })

  it('fails a file whose chunks run past its announced size, and names files safely', async () => {
    const { a, b } = browsers()
    a.link.session.sendJson({ type: 'file-metadata', id: 9, metadata: { name: '../../\u202etxt.exe\u0000', size: 10, type: '' } })
    await settle()
    a.link.connection.send(encodeFrame('file', 9, 0, bytesOf(11)))
    await settle()
    expect(b.latest()).toEqual([expect.objectContaining({ name: 'txt.exe', status: 'failed' })])
  })
})

describe('file names and sizes for people', () => {
  it('strips path separators, control and bidi characters and leading dots', () => {
    expect(safeFileName('../etc/passwd')).toBe('passwd')
    expect(safeFileName('C:\\Users\\me\\photo.jpg')).toBe('photo.jpg')
    expect(safeFileName('.bashrc')).toBe('bashrc')
    expect(safeFileName('a:b.txt')).toBe('a_b.txt')
    expect(safeFileName('invoice\u202egpj.exe')).toBe('invoicegpj.exe')
    expect(safeFileName('\u0000\u0007')).toBe('file')
    expect(safeFileName('x'.repeat(500))).toHaveLength(200)
  })

  it('formats sizes in B, KB and MB', () => {
    expect([humanSize(512), humanSize(1536), humanSize(5 * 1024 * 1024)]).toEqual(['512 B', '1.5 KB', '5.0 MB'])
  })
})
