/**
 * Binary frames of the peer data channel (blob and file chunks). Every frame starts with a 9-byte header so chunks of
 * blobs and files, and of several transfers at once, are never confused:
 *
 *   byte 0      kind: 0x42 ('B') a blob chunk, 0x46 ('F') a file chunk
 *   bytes 1..4  transfer id, unsigned 32-bit big-endian: a blob's BLOB_REQ id (chosen by the requester), a file's
 *               id from its metadata (chosen by the sender)
 *   bytes 5..8  chunk index, unsigned 32-bit big-endian, from 0 (the channel is ordered: each must be the next one)
 *   bytes 9..   payload, at most FRAME_PAYLOAD_BYTES
 *
 * A frame of another kind, shorter than the header or with a longer payload is not ours and is dropped.
 */
export const FRAME_KIND = { blob: 0x42, file: 0x46 } as const
export type FrameKind = keyof typeof FRAME_KIND

export const FRAME_HEADER_BYTES = 9
/** Payload of one chunk (spec 3 §9: 16 KiB file chunks; blobs use the same size). */
export const FRAME_PAYLOAD_BYTES = 16_384

export interface Frame {
  kind: FrameKind
  transfer: number
  index: number
  payload: Uint8Array
}

/** A transfer or chunk number that fits the header. */
export const isFrameNumber = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffff_ffff

export function encodeFrame(kind: FrameKind, transfer: number, index: number, payload: Uint8Array): ArrayBuffer {
  const buffer = new ArrayBuffer(FRAME_HEADER_BYTES + payload.byteLength)
  const view = new DataView(buffer)
  view.setUint8(0, FRAME_KIND[kind])
  view.setUint32(1, transfer)
  view.setUint32(5, index)
  new Uint8Array(buffer, FRAME_HEADER_BYTES).set(payload)
  return buffer
}

export function decodeFrame(buffer: ArrayBuffer): Frame | null {
  if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < FRAME_HEADER_BYTES) return null
  if (buffer.byteLength > FRAME_HEADER_BYTES + FRAME_PAYLOAD_BYTES) return null
  const view = new DataView(buffer)
  const code = view.getUint8(0)
  const kind = code === FRAME_KIND.blob ? 'blob' : code === FRAME_KIND.file ? 'file' : null
  if (!kind) return null
  return { kind, transfer: view.getUint32(1), index: view.getUint32(5), payload: new Uint8Array(buffer, FRAME_HEADER_BYTES) }
}

/** How many chunks `size` bytes make. */
export const chunkCount = (size: number) => Math.ceil(size / FRAME_PAYLOAD_BYTES)
