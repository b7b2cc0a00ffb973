import { describe, expect, it, vi } from 'vitest'
import type { ClientMessage, HostMessage } from './protocol'
import { withFallback, type Transport } from './transport-fallback'

function fakeTransport() {
  const received: ClientMessage[] = []
  const transport = {
    port: { onmessage: null as ((event: { data: HostMessage }) => void) | null, postMessage: (message: ClientMessage) => void received.push(message) },
    release: vi.fn(),
  }
  return { transport: transport as Transport & typeof transport, received }
}

describe('withFallback', () => {
  it('replays what the tab sent to the fallback when the worker fails before answering', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const worker = fakeTransport()
    const inThread = fakeTransport()
    let fail = () => {}
    const { port } = withFallback((onError) => ((fail = onError), worker.transport), () => inThread.transport)
    const seen: HostMessage[] = []
    port.onmessage = ({ data }) => void seen.push(data)
    port.postMessage({ type: 'relays', urls: ['ws://a/'] })
    fail()
    expect(worker.transport.release).toHaveBeenCalled()
    expect(inThread.received).toEqual([{ type: 'relays', urls: ['ws://a/'] }])
    inThread.transport.port.onmessage?.({ data: { type: 'status', relays: [] } })
    expect(seen).toEqual([{ type: 'status', relays: [] }])
    vi.restoreAllMocks()
  })

  it('stays on the worker once it answered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const worker = fakeTransport()
    const fallback = vi.fn(() => fakeTransport().transport)
    let fail = () => {}
    const { port } = withFallback((onError) => ((fail = onError), worker.transport), fallback)
    port.onmessage = () => {}
    worker.transport.port.onmessage?.({ data: { type: 'status', relays: [] } })
    fail()
    expect(fallback).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})

describe('withFallback when the worker cannot even be created', () => {
  it('uses the fallback at once', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const inThread = fakeTransport()
    const { port } = withFallback(() => {
      throw new Error('SecurityError')
    }, () => inThread.transport)
    port.postMessage({ type: 'relays', urls: [] })
    expect(inThread.received).toEqual([{ type: 'relays', urls: [] }])
    vi.restoreAllMocks()
  })
})
