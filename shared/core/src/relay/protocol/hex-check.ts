const HEX_ONLY = /^[0-9a-f]*$/

/** Spec 3 §5: hex ids and pubkeys are hex only and 64 characters long; the error names the value or the length. */
export function hexProblem(field: string, value: unknown, length = 64): string | null {
  if (typeof value !== 'string') return `${field} must be a hex string, got ${typeof value}`
  if (!HEX_ONLY.test(value)) return `${field} must be hex only, got "${clip(value)}"`
  if (value.length !== length) return `${field} must be ${length} characters long, got ${value.length}`
  return null
}

/** Why an untrusted event is malformed (for logs), or null when its ids and keys are well-formed hex. */
export function eventHexProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'event must be an object'
  const event = value as Record<string, unknown>
  return hexProblem('id', event.id) ?? hexProblem('pubkey', event.pubkey) ?? hexProblem('sig', event.sig, 128)
}

function clip(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value
}
