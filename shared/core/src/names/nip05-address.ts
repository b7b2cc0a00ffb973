/** A NIP-05 identifier split into its parts, lowercased. */
export interface Nip05Address {
  local: string
  domain: string
}

const LOCAL_PART = /^[a-z0-9._-]+$/
const DOMAIN = /^[a-z0-9.-]+(:\d{1,5})?$/

/** Parses `name@domain` (or a bare `domain`, meaning `_@domain`); undefined when malformed. */
export function parseNip05Address(input: string): Nip05Address | undefined {
  const text = input.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  const local = at === -1 ? '_' : text.slice(0, at)
  const domain = at === -1 ? text : text.slice(at + 1)
  if (!LOCAL_PART.test(local) || !DOMAIN.test(domain)) return undefined
  if (at === -1 && !domain.includes('.')) return undefined
  return { local, domain }
}

/** The canonical `name@domain` form, used as the cache key. */
export function formatNip05Address(address: Nip05Address): string {
  return `${address.local}@${address.domain}`
}

/** Plain http is allowed only for the local machine (tests and development); https everywhere else. */
export function wellKnownOrigin(domain: string): string {
  const host = domain.replace(/:\d+$/, '')
  const local = host === 'localhost' || host === '127.0.0.1'
  return `${local ? 'http' : 'https'}://${domain}`
}

/** The name-lookup document address of spec 3 §7 (well-known path, query parameter name). */
export function nip05DocumentUrl(address: Nip05Address): string {
  return `${wellKnownOrigin(address.domain)}/.well-known/nostr.json?name=${encodeURIComponent(address.local)}`
}
