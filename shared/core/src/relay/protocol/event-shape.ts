import type { NostrEvent } from '../../nostr-types'

const HEX_64 = /^[0-9a-f]{64}$/
const HEX_128 = /^[0-9a-f]{128}$/

/** A 64-character lowercase hex string (ids, pubkeys). */
export function isHex64(value: unknown): value is string {
  return typeof value === 'string' && HEX_64.test(value)
}

/** Structural check of untrusted data; the signature itself is checked by the Verifier. */
export function isValidEventShape(value: unknown): value is NostrEvent {
  if (typeof value !== 'object' || value === null) return false
  const event = value as Record<string, unknown>
  return (
    isHex64(event.id) &&
    isHex64(event.pubkey) &&
    typeof event.sig === 'string' &&
    HEX_128.test(event.sig) &&
    isNonNegativeInteger(event.kind) &&
    isNonNegativeInteger(event.created_at) &&
    typeof event.content === 'string' &&
    isTagList(event.tags)
  )
}

/** Spec 3 §5: events past their expiration tag are dropped. */
export function isExpired(event: NostrEvent, nowSeconds: number): boolean {
  const tag = event.tags.find((entry) => entry[0] === 'expiration')
  if (!tag) return false
  const expiresAt = Number(tag[1])
  return Number.isFinite(expiresAt) && expiresAt <= nowSeconds
}

function isNonNegativeInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}

function isTagList(value: unknown): value is string[][] {
  return (
    Array.isArray(value) &&
    value.every((tag) => Array.isArray(tag) && tag.every((item) => typeof item === 'string'))
  )
}
