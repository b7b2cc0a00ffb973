import type { Clock } from '../../policies/clock'
import type { PeerConnection } from '../peer-connection'
import { MAX_BUFFERED_CHUNKS } from '../p2p-constants'
import { chunkCount, encodeFrame, FRAME_PAYLOAD_BYTES, type FrameKind } from './binary-frame'

export interface ChunkStream {
  connection: Pick<PeerConnection, 'send' | 'bufferedAmount'>
  clock: Pick<Clock, 'setTimeout'>
  kind: FrameKind
  transfer: number
  size: number
  /** Bytes `start` to `end` of what is sent. */
  read(start: number, end: number): Promise<Uint8Array> | Uint8Array
  /** How long to wait before looking at the buffer again (blobs poll every 10 ms, files retry after 100 ms). */
  waitMs: number
  /** Bytes handed to the channel so far. */
  onProgress?(sent: number): void
  /** True once the transfer should stop (the peer left, the request was cancelled). */
  stopped?(): boolean
}

const sleep = (clock: ChunkStream['clock'], ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms))

/** The channel holds more than MAX_BUFFERED_CHUNKS chunks not yet sent. */
const isCongested = (connection: ChunkStream['connection']) => connection.bufferedAmount() > MAX_BUFFERED_CHUNKS * FRAME_PAYLOAD_BYTES

/**
 * Sends `size` bytes as framed chunks, pausing while more than 4 chunks are buffered in the channel. True when every
 * chunk was handed to the channel; false when it closed or the stream was stopped.
 */
export async function streamChunks(stream: ChunkStream): Promise<boolean> {
  const { connection, size } = stream
  const chunks = chunkCount(size)
  for (let index = 0; index < chunks; index++) {
    while (isCongested(connection)) {
      if (stream.stopped?.()) return false
      await sleep(stream.clock, stream.waitMs)
    }
    if (stream.stopped?.()) return false
    const start = index * FRAME_PAYLOAD_BYTES
    const end = Math.min(size, start + FRAME_PAYLOAD_BYTES)
    if (!connection.send(encodeFrame(stream.kind, stream.transfer, index, await stream.read(start, end)))) return false
    stream.onProgress?.(end)
  }
  return true
}
