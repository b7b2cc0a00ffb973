import type { NostrEvent } from '../../nostr-types'
import { isValidEventShape } from './event-shape'
import { eventHexProblem } from './hex-check'

/** Messages a relay may send (spec 3 §7), after shape validation. */
export type RelayMessage =
  | { type: 'EVENT'; subId: string; event: NostrEvent }
  | { type: 'EOSE'; subId: string }
  | { type: 'OK'; eventId: string; ok: boolean; message: string }
  | { type: 'CLOSED'; subId: string; message: string }
  | { type: 'NOTICE'; message: string }
  | { type: 'AUTH'; challenge: string }
  | { type: 'COUNT'; subId: string; count: number }

/** The frame parsed last and its result: the relay worker's frame guard and then the connection read each frame. */
let last: { raw: string; message: RelayMessage | null } | null = null

/** Parses one raw frame; anything malformed yields null instead of throwing. The same frame twice is parsed once. */
export function parseRelayMessage(raw: unknown): RelayMessage | null {
  if (typeof raw !== 'string') return null
  if (last?.raw !== raw) last = { raw, message: parseFrame(raw) }
  return last.message
}

function parseFrame(raw: string): RelayMessage | null {
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (!Array.isArray(data) || typeof data[0] !== 'string') return null
  return toMessage(data)
}

function toMessage(data: unknown[]): RelayMessage | null {
  const [type, first, second, third] = data
  switch (type) {
    case 'EVENT':
      if (isText(first) && isValidEventShape(second)) return { type, subId: first, event: second }
      console.debug('Dropped a malformed event:', eventHexProblem(second) ?? 'bad fields')
      return null
    case 'EOSE':
      return isText(first) ? { type, subId: first } : null
    case 'OK':
      return isText(first) && typeof second === 'boolean'
        ? { type, eventId: first, ok: second, message: optionalText(third) }
        : null
    case 'CLOSED':
      return isText(first) ? { type, subId: first, message: optionalText(second) } : null
    case 'NOTICE':
      return { type, message: optionalText(first) }
    case 'AUTH':
      return isText(first) ? { type, challenge: first } : null
    case 'COUNT':
      return isText(first) && isCount(second) ? { type, subId: first, count: second.count } : null
    default:
      return null
  }
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

function optionalText(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function isCount(value: unknown): value is { count: number } {
  return typeof value === 'object' && value !== null && Number.isSafeInteger((value as { count?: unknown }).count)
}
