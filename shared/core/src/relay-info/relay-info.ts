import type { DatabaseHandle } from '../db/database-handle'
import { fetchJson, HttpStatusError, type FetchLike } from '../names/fetch-json'
import { createTtlCache, isFresh } from '../names/ttl-cache'
import { systemClock, type Clock } from '../policies/clock'
import { normalizeRelayUrl } from '../relay/relay-url'

/** Spec 3 §9: relay information is cached for 24 h. */
export const RELAY_INFO_TTL_MS = 24 * 60 * 60 * 1000
/** Spec 3 §9: relay info cache 500 entries. */
export const RELAY_INFO_CACHE_ENTRIES = 500
/** The NIP-11 media type asked for in the Accept header. */
export const RELAY_INFO_ACCEPT = 'application/nostr+json'

/** A NIP-11 relay information document (only the commonly used fields are typed). */
export interface RelayInformation {
  name?: string
  description?: string
  pubkey?: string
  contact?: string
  supported_nips?: number[]
  software?: string
  version?: string
  icon?: string
  limitation?: Record<string, unknown>
  [field: string]: unknown
}

/** Fetches relay information documents, cached in memory and in the cacheData table. */
export interface RelayInfoService {
  /** Rejects with "Failed to fetch relay information: status statusText" on an HTTP error. */
  fetchRelayInfo(url: string): Promise<RelayInformation>
}

/** Injected fetch, database and clock. */
export interface RelayInfoOptions {
  fetch?: FetchLike
  db?: DatabaseHandle
  clock?: Clock
}

/** The relay's own address with wss changed to https (ws to http), spec 3 §7. */
export function relayInfoHttpUrl(relayUrl: string): string {
  return normalizeRelayUrl(relayUrl).replace(/^ws(s?):\/\//, 'http$1://')
}

/** Creates the NIP-11 service. */
export function createRelayInfoService(opts: RelayInfoOptions = {}): RelayInfoService {
  const clock = opts.clock ?? systemClock
  const doFetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const memory = createTtlCache<RelayInformation>({ maxEntries: RELAY_INFO_CACHE_ENTRIES, ttlMs: RELAY_INFO_TTL_MS, clock })
  const cacheKey = (url: string) => `relay-info:${url}`

  async function fromDatabase(url: string): Promise<RelayInformation | undefined> {
    const row = await opts.db?.use((db) => db.cacheData.get(cacheKey(url)), undefined)
    if (!row || !isFresh(row.updatedAt, RELAY_INFO_TTL_MS, clock) || !isObject(row.value)) return undefined
    memory.set(url, row.value, row.updatedAt)
    return row.value
  }

  async function fromNetwork(url: string): Promise<RelayInformation> {
    let body: unknown
    try {
      body = await fetchJson(doFetch, relayInfoHttpUrl(url), { headers: { Accept: RELAY_INFO_ACCEPT } }, clock)
    } catch (error) {
      const why = error instanceof HttpStatusError ? error.message : String((error as Error)?.message ?? error)
      throw new Error(`Failed to fetch relay information: ${why}`)
    }
    if (!isObject(body)) throw new Error('Failed to fetch relay information: not a JSON object')
    const updatedAt = clock.now()
    memory.set(url, body, updatedAt)
    await opts.db?.use((db) => db.cacheData.put({ key: cacheKey(url), value: body, updatedAt }), undefined)
    return body
  }

  return {
    async fetchRelayInfo(input) {
      const url = normalizeRelayUrl(input)
      return memory.get(url) ?? (await fromDatabase(url)) ?? fromNetwork(url)
    },
  }
}

function isObject(value: unknown): value is RelayInformation {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
