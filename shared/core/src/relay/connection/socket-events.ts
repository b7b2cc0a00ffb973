const noop = () => {}

/** Detach our handlers; keep a no-op error listener (the ws package throws on unhandled errors). */
export function silence(ws: WebSocket | null) {
  if (!ws) return
  ws.onopen = noop
  ws.onmessage = noop
  ws.onclose = noop
  ws.onerror = noop
}

/** A readable reason from an error or error event. */
export function errorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : 'Connection failed'
}

/** A readable reason from a close event. */
export function closeText(event: CloseEvent): string {
  const reason = event?.reason ? `: ${event.reason}` : ''
  return `Connection closed (${event?.code ?? 'unknown'})${reason}`
}
