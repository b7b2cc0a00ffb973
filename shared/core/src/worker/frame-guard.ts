import { parseRelayMessage } from '../relay/protocol/relay-message'

/** NIP-11 max_message_length of our relay: larger frames are dropped unparsed. */
export const MAX_FRAME_CHARS = 1024 * 1024
const KNOWN_TYPES = new Set(['EVENT', 'EOSE', 'OK', 'CLOSED', 'NOTICE', 'AUTH', 'COUNT'])

/** Why a frame from a relay is unusable, or null when the connection should see it. */
export function frameProblem(data: unknown, maxChars = MAX_FRAME_CHARS): string | null {
  if (typeof data !== 'string') return 'binary frame'
  if (data.length > maxChars) return 'oversized frame'
  if (parseRelayMessage(data)) return null
  const type = /^\s*\[\s*"([^"]{0,20})"/.exec(data)?.[1]
  if (type === undefined) return 'malformed JSON or shape'
  return KNOWN_TYPES.has(type) ? `malformed ${type}` : 'unknown message type'
}

type Listener = (event: MessageEvent) => void
type SocketClass = new (url: string | URL, protocols?: string | string[]) => WebSocket

/**
 * Wraps a WebSocket class so message handlers only see frames that parse as relay messages;
 * the others are reported to `onDrop(relayUrl, reason)` and never reach the connection.
 */
export function guardedWebSocket(
  Impl: typeof WebSocket,
  onDrop: (relay: string, reason: string) => void,
  maxChars = MAX_FRAME_CHARS,
): typeof WebSocket {
  const wrapped = new WeakMap<Listener, Listener>()
  // The ws package's onmessage setter calls addEventListener: never guard a guard.
  const guards = new WeakSet<Listener>()
  const guard = (socket: WebSocket & { relay?: string }, listener: Listener): Listener => {
    if (guards.has(listener)) return listener
    const guarded: Listener = (event) => {
      const problem = frameProblem(event.data, maxChars)
      if (problem) return onDrop(socket.relay ?? socket.url, problem)
      listener.call(socket, event)
    }
    guards.add(guarded)
    return guarded
  }

  class GuardedWebSocket extends (Impl as unknown as SocketClass) {
    relay: string
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      this.relay = String(url)
    }

    addEventListener(type: string, listener: unknown, options?: unknown): void {
      let actual = listener as Listener
      if (type === 'message' && typeof listener === 'function') {
        actual = wrapped.get(actual) ?? guard(this, actual)
        wrapped.set(listener as Listener, actual)
      }
      super.addEventListener(type, actual as EventListener, options as AddEventListenerOptions)
    }

    removeEventListener(type: string, listener: unknown, options?: unknown): void {
      const actual = (type === 'message' && wrapped.get(listener as Listener)) || listener
      super.removeEventListener(type, actual as EventListener, options as EventListenerOptions)
    }
  }

  const base = Object.getOwnPropertyDescriptor(Impl.prototype, 'onmessage')
  Object.defineProperty(GuardedWebSocket.prototype, 'onmessage', {
    configurable: true,
    get(this: WebSocket) {
      return base?.get?.call(this)
    },
    set(this: WebSocket, handler: Listener | null) {
      base?.set?.call(this, typeof handler === 'function' ? guard(this, handler) : handler)
    },
  })
  return GuardedWebSocket as unknown as typeof WebSocket
}
