import type { ClientMessage, HostMessage } from './protocol'
import type { ClientPort } from './pool-proxy'

/** A port to a relay host and how to let go of it. */
export interface Transport {
  port: ClientPort
  release(): void
}

/**
 * Uses the worker transport, but if the worker fails before it ever answered (it cannot load,
 * the browser refuses it) switches to `fallback` and replays what the tab had sent.
 */
export function withFallback(primary: (onError: () => void) => Transport, fallback: () => Transport): Transport {
  const sent: ClientMessage[] = []
  let answered = false
  let switched = false
  const port: ClientPort = {
    onmessage: null,
    postMessage(message) {
      if (!answered) sent.push(message)
      active.port.postMessage(message)
    },
  }
  const listen = (transport: Transport) => {
    transport.port.onmessage = (event: { data: HostMessage }) => {
      answered = true
      sent.length = 0
      port.onmessage?.(event)
    }
  }
  const switchOver = () => {
    if (answered || switched) return console.error('relay worker failed')
    switched = true
    console.warn('relay worker could not start; running relay sockets on the main thread')
    active.release()
    active = fallback()
    listen(active)
    sent.splice(0).forEach((message) => active.port.postMessage(message))
  }
  let active: Transport
  try {
    active = primary(() => switchOver())
  } catch (error) {
    // e.g. SecurityError: workers are denied to this origin.
    console.warn('relay worker could not be created; running relay sockets on the main thread', error)
    switched = true
    active = fallback()
  }
  listen(active)
  return { port, release: () => active.release() }
}
