const WEBSOCKET_SCHEME = /^wss?:\/\//i
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * Spec 1 §5 'Relay URL add': trimmed; 'wss://' prepended when there is no ws:// or wss://;
 * a trailing slash is added. The host is lowercased.
 */
export function normalizeRelayUrl(input: string): string {
  const trimmed = typeof input === 'string' ? input.trim() : ''
  if (!trimmed || /\s/.test(trimmed)) throw new Error('Invalid relay URL')
  const withScheme = withWebSocketScheme(trimmed)
  const url = parseUrl(withScheme)
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
  return `${url.protocol}//${url.host}${path}${url.search}`
}

export function isValidRelayUrl(input: string): boolean {
  try {
    normalizeRelayUrl(input)
    return true
  } catch {
    return false
  }
}

/** Normalises each URL, dropping invalid ones and duplicates, keeping order. */
export function normalizeRelayUrls(inputs: readonly string[]): string[] {
  const urls = new Set<string>()
  for (const input of inputs) {
    if (isValidRelayUrl(input)) urls.add(normalizeRelayUrl(input))
  }
  return [...urls]
}

function withWebSocketScheme(input: string): string {
  if (WEBSOCKET_SCHEME.test(input)) return input
  if (ANY_SCHEME.test(input)) throw new Error('Invalid relay URL')
  return `wss://${input}`
}

function parseUrl(input: string): URL {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw new Error('Invalid relay URL')
  }
  if (!url.hostname || url.username || url.password) throw new Error('Invalid relay URL')
  return url
}
