import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { frameProblem, guardedWebSocket } from './frame-guard'

const note = createAuthor().sign({ content: 'ok' })

describe('frameProblem', () => {
  it('lets relay messages through and names what is wrong with the rest', () => {
    expect(frameProblem(JSON.stringify(['EVENT', 's', note]))).toBeNull()
    expect(frameProblem('["EOSE","s"]')).toBeNull()
    expect(frameProblem(new Uint8Array([1]))).toBe('binary frame')
    expect(frameProblem(`["NOTICE","${'x'.repeat(100)}"]`, 50)).toBe('oversized frame')
    expect(frameProblem('{not json')).toBe('malformed JSON or shape')
    expect(frameProblem('[42]')).toBe('malformed JSON or shape')
    expect(frameProblem(JSON.stringify(['EVENT', 's', { ...note, id: 'x' }]))).toBe('malformed EVENT')
    expect(frameProblem('["SPAM",1]')).toBe('unknown message type')
  })
})

class FakeSocket extends EventTarget {
  url: string
  private handler: ((event: MessageEvent) => void) | null = null
  constructor(url: string) {
    super()
    this.url = url
  }
  get onmessage() {
    return this.handler
  }
  set onmessage(handler) {
    this.handler = handler
  }
  receive(data: unknown) {
    const event = new MessageEvent('message', { data })
    this.handler?.(event)
    this.dispatchEvent(event)
  }
}

describe('guardedWebSocket', () => {
  it('filters frames for onmessage and message listeners, reporting drops with the relay url', () => {
    const drops: string[] = []
    const Guarded = guardedWebSocket(FakeSocket as unknown as typeof WebSocket, (relay, reason) => drops.push(`${relay} ${reason}`))
    const socket = new Guarded('ws://relay/') as unknown as FakeSocket
    const seen: unknown[] = []
    socket.onmessage = (event: MessageEvent) => seen.push(event.data)
    const listener = (event: Event) => seen.push((event as MessageEvent).data)
    socket.addEventListener('message', listener)
    socket.receive('["EOSE","s"]')
    socket.receive('garbage')
    socket.removeEventListener('message', listener)
    socket.receive('["EOSE","t"]')
    expect(seen).toEqual(['["EOSE","s"]', '["EOSE","s"]', '["EOSE","t"]'])
    expect(drops).toEqual(['ws://relay/ malformed JSON or shape', 'ws://relay/ malformed JSON or shape'])
  })
})
