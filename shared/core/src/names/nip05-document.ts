import { isHex64 } from '../relay/protocol/event-shape'
import { normalizeRelayUrls } from '../relay/relay-url'

/** What a name resolves to: a public key and the relays the document lists for it. */
export interface NamePointer {
  pubkey: string
  relays?: string[]
}

/** Reads `names[local]` (must be 64 hex) and `relays[pubkey]` from a nostr.json body. */
export function readNip05Document(body: unknown, local: string): NamePointer | null {
  if (!isObject(body) || !isObject(body.names)) return null
  const pubkey = body.names[local]
  if (typeof pubkey !== 'string' || !isHex64(pubkey.toLowerCase())) return null
  const key = pubkey.toLowerCase()
  const listed = isObject(body.relays) ? body.relays[key] : undefined
  const relays = Array.isArray(listed) ? normalizeRelayUrls(listed.filter((url) => typeof url === 'string')) : []
  return relays.length > 0 ? { pubkey: key, relays } : { pubkey: key }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
