import { describe, expect, it } from 'vitest'
import { decodeFrame, encodeFrame, FRAME_HEADER_BYTES, FRAME_PAYLOAD_BYTES } from './binary-frame'

describe('binary frames of the data channel', () => {
  it('carries kind, transfer id and chunk index in a 9-byte header before the payload', () => {
    const frame = encodeFrame('file', 0xfffffffe, 3, Uint8Array.from([1, 2, 3]))
    expect(new Uint8Array(frame)).toEqual(Uint8Array.from([0x46, 0xff, 0xff, 0xff, 0xfe, 0, 0, 0, 3, 1, 2, 3]))
    expect(decodeFrame(frame)).toEqual({ kind: 'file', transfer: 0xfffffffe, index: 3, payload: Uint8Array.from([1, 2, 3]) })
    expect(decodeFrame(encodeFrame('blob', 7, 0, new Uint8Array(0)))).toMatchObject({ kind: 'blob', transfer: 7, index: 0 })
  })

  it('drops frames of another kind, shorter than the header or with more than one chunk of payload', () => {
    const unknownKind = encodeFrame('blob', 1, 0, new Uint8Array(4))
    new DataView(unknownKind).setUint8(0, 0x58)
    expect(decodeFrame(unknownKind)).toBeNull()
    expect(decodeFrame(new ArrayBuffer(FRAME_HEADER_BYTES - 1))).toBeNull()
    expect(decodeFrame(encodeFrame('blob', 1, 0, new Uint8Array(FRAME_PAYLOAD_BYTES + 1)))).toBeNull()
  })
})
