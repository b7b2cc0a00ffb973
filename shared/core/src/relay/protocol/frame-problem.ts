import { parseRelayMessage } from './relay-message'

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
