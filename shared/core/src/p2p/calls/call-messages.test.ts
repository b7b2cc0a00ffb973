import { describe, expect, it } from 'vitest'
import { PEER_TEXTS } from '../p2p-constants'
import { callFailureText } from './call-failure'
import { parseCallMessage } from './call-messages'

describe('call messages', () => {
  it('reads the call messages and leaves the other protocols alone', () => {
    expect(parseCallMessage({ type: 'call-request', hasVideo: true })).toEqual({ type: 'call-request', hasVideo: true })
    expect(parseCallMessage({ type: 'call-request' })).toEqual({ type: 'call-request', hasVideo: false })
    expect(parseCallMessage({ type: 'call-ended', extra: 1 })).toEqual({ type: 'call-ended' })
    expect(parseCallMessage({ type: 'call-sdp', description: { type: 'answer', sdp: 'v=0', x: 1 } })).toEqual({ type: 'call-sdp', description: { type: 'answer', sdp: 'v=0' } })
    expect(parseCallMessage({ type: 'call-sdp', description: { type: 'rollback', sdp: '' } })).toBeNull()
    expect(parseCallMessage({ type: 'BLOB_REQ' })).toBeNull()
    expect(parseCallMessage(new ArrayBuffer(4))).toBeNull()
  })
})

describe('call start failures (spec 3 §8)', () => {
  it('maps each getUserMedia error to its toast text', () => {
    expect(callFailureText(new DOMException('x', 'NotAllowedError'))).toBe(PEER_TEXTS.permissionDenied)
    expect(callFailureText(new DOMException('x', 'NotFoundError'))).toBe(PEER_TEXTS.deviceNotFound)
    expect(callFailureText(new DOMException('x', 'OverconstrainedError'))).toBe(PEER_TEXTS.deviceNotFound)
    expect(callFailureText(new DOMException('Device in use', 'NotReadableError'))).toBe('Failed to start call: Device in use')
    expect(callFailureText('odd')).toBe('Failed to start call: odd')
  })
})
