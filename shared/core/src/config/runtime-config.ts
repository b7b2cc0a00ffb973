import { normalizeRelayUrl } from '../relay/relay-url'

/** Served to the shell at runtime: where each remote lives and the default relays. */
export interface RuntimeConfig {
  remotes: Record<string, string>
  relays: string[]
  /** Relays asked for authors' relay lists (NIP-65 outbox); absent in the JSON → []. */
  outboxRelays?: string[]
  /** Spec 1 §8: public keys flagged by a third-party provider (hex); absent → []. */
  flaggedPubkeys?: string[]
  /** Where the flagged page's explanation link points (a note link); absent → '/csae'. */
  flaggedExplanation?: string
  /** The social graph's root for visitors (hex); absent → the product default. */
  socialGraphRoot?: string
  /** The product's own NIP-05 domain: plain names in links are retried as name@{productDomain}. */
  productDomain?: string
  /** Map tiles, a URL template with {z}, {x} and {y}; '' draws maps without tiles; absent → OpenStreetMap's. */
  mapTiles?: string
  /** Cashu mints offered to new ecash wallets, as written: the wallet (@app/core/wallet) keeps the valid ones. */
  mints?: unknown
  /** The notification/API server (spec 1 §7), the settings' default server; an http(s) URL. */
  apiServer?: string
  /** The social graph service whose binary graph 'Download graph' fetches; an http(s) URL. */
  socialGraphService?: string
  /** The product's own Blossom media server (spec 3 §3 '{product}: blossom'): first in a new user's media servers and their default; an http(s) URL. */
  mediaServer?: string
}

/** `{ [field]: url }` when the JSON's field is an http(s) URL, else nothing. */
function httpUrlField(json: Record<string, unknown>, field: 'apiServer' | 'socialGraphService' | 'mediaServer'): Partial<RuntimeConfig> {
  const value = json[field]
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value.trim()) ? { [field]: value.trim() } : {}
}

/** Validates /runtime-config.json (remotes → manifest URLs, relays, outbox relays); throws 'Invalid runtime config: …'. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isPlainObject(json)) fail('expected an object')
  return {
    remotes: parseRemotes(json.remotes),
    relays: parseRelays(json.relays),
    outboxRelays: json.outboxRelays === undefined ? [] : parseRelays(json.outboxRelays, 'outboxRelays'),
    flaggedPubkeys: json.flaggedPubkeys === undefined ? [] : parsePubkeys(json.flaggedPubkeys),
    ...(typeof json.productDomain === 'string' && /^[a-z0-9.-]+(:\d+)?$/i.test(json.productDomain.trim()) ? { productDomain: json.productDomain.trim().toLowerCase() } : {}),
    ...(json.socialGraphRoot === undefined ? {} : { socialGraphRoot: parsePubkeys([json.socialGraphRoot], 'socialGraphRoot must be a 64-character hex public key')[0] }),
    ...(json.mapTiles === undefined ? {} : { mapTiles: parseMapTiles(json.mapTiles) }),
    ...(json.mints === undefined ? {} : { mints: json.mints }),
    ...httpUrlField(json, 'apiServer'),
    ...httpUrlField(json, 'socialGraphService'),
    ...httpUrlField(json, 'mediaServer'),
    flaggedExplanation: typeof json.flaggedExplanation === 'string' && json.flaggedExplanation.trim() ? json.flaggedExplanation.trim() : '/csae',
  }
}

function parseRemotes(value: unknown): Record<string, string> {
  if (!isPlainObject(value)) fail('remotes must be an object of name → URL')
  const remotes: Record<string, string> = {}
  for (const [name, url] of Object.entries(value)) {
    if (typeof url !== 'string' || !url.trim()) fail(`remote "${name}" must have a non-empty URL`)
    remotes[name] = url.trim()
  }
  return remotes
}

function parseRelays(value: unknown, field = 'relays'): string[] {
  if (!Array.isArray(value)) fail(`${field} must be an array of URLs`)
  const relays = value.map((entry, index) => parseRelay(entry, index, field))
  return [...new Set(relays)]
}

function parseRelay(entry: unknown, index: number, field: string): string {
  try {
    return normalizeRelayUrl(entry as string)
  } catch {
    fail(`${field}[${index}] is not a valid relay URL`)
  }
}

function parsePubkeys(value: unknown, why = 'flaggedPubkeys must be an array of 64-character hex public keys'): string[] {
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string' || !/^[0-9a-f]{64}$/i.test(entry))) fail(why)
  return [...new Set((value as string[]).map((entry) => entry.toLowerCase()))]
}

function parseMapTiles(value: unknown): string {
  const template = typeof value === 'string' ? value.trim() : null
  const valid = template === '' || (template !== null && /^https?:\/\//.test(template) && ['{z}', '{x}', '{y}'].every((part) => template.includes(part)))
  if (!valid) fail('mapTiles must be an http(s) URL template with {z}, {x} and {y}, or empty')
  return template
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fail(why: string): never {
  throw new Error(`Invalid runtime config: ${why}`)
}
