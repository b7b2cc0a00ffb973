import type { DatabaseHandle } from '../db/database-handle'
import { systemClock, type Clock } from '../policies/clock'
import { fetchJson, type FetchLike } from './fetch-json'
import { formatNip05Address, nip05DocumentUrl, parseNip05Address, type Nip05Address } from './nip05-address'
import { readNip05Document, type NamePointer } from './nip05-document'
import { createTaskQueue } from './task-queue'
import { createTtlCache, isFresh } from './ttl-cache'

/** Spec 3 §9: name-lookup queue concurrency 10. */
export const NAME_LOOKUP_CONCURRENCY = 10
/** Spec 3 §9: name-lookup cache 3600 s. */
export const NAME_LOOKUP_TTL_MS = 3600 * 1000
/** Spec 3 §9: name lookups cache 1000 entries. */
export const NAME_LOOKUP_CACHE_ENTRIES = 1000

/** NIP-05 name lookups: queued, cached in memory and in the nip05 table. */
export interface NameLookup {
  /** `name@domain`, a bare domain, or a plain name (retried on the product's username domain). */
  lookup(name: string): Promise<NamePointer | null>
  /** True when `nip05` currently resolves to `pubkey`. */
  verify(pubkey: string, nip05: string): Promise<boolean>
}

/** Injected fetch, database, clock and the product's username domain. */
export interface NameLookupOptions {
  fetch?: FetchLike
  db?: DatabaseHandle
  clock?: Clock
  /** The product's own username domain, tried for plain names (e.g. `alice` → `alice@{domain}`). */
  productDomain?: string
}

/** Creates the name-lookup service (supersedes links/resolve-nip05 for cached, queued lookups). */
export function createNameLookup(opts: NameLookupOptions = {}): NameLookup {
  const clock = opts.clock ?? systemClock
  const doFetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const queue = createTaskQueue(NAME_LOOKUP_CONCURRENCY)
  const cache = createTtlCache<NamePointer | null>({ maxEntries: NAME_LOOKUP_CACHE_ENTRIES, ttlMs: NAME_LOOKUP_TTL_MS, clock })
  const inFlight = new Map<string, Promise<NamePointer | null>>()

  async function resolveAddress(address: Nip05Address): Promise<NamePointer | null> {
    const key = formatNip05Address(address)
    const cached = cache.get(key)
    if (cached !== undefined) return cached
    let pending = inFlight.get(key)
    if (!pending) {
      pending = fromDatabaseOrNetwork(key, address).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  async function fromDatabaseOrNetwork(key: string, address: Nip05Address): Promise<NamePointer | null> {
    const row = await opts.db?.use((db) => db.nip05.get(key), undefined)
    if (row && isFresh(row.updatedAt, NAME_LOOKUP_TTL_MS, clock)) {
      const stored = row.pubkey ? { pubkey: row.pubkey } : null
      cache.set(key, stored, row.updatedAt)
      return stored
    }
    const found = await queue.run(() => fetchPointer(address))
    const updatedAt = clock.now()
    cache.set(key, found, updatedAt)
    await opts.db?.use((db) => db.nip05.put({ nip05: key, pubkey: found?.pubkey ?? null, updatedAt }), undefined)
    return found
  }

  // NIP-05: redirects are not followed.
  async function fetchPointer(address: Nip05Address): Promise<NamePointer | null> {
    const body = await fetchJson(doFetch, nip05DocumentUrl(address), { redirect: 'error' }, clock).catch(() => undefined)
    return body === undefined ? null : readNip05Document(body, address.local)
  }

  async function lookup(name: string): Promise<NamePointer | null> {
    const address = parseNip05Address(name)
    const first = address ? await resolveAddress(address) : null
    if (first || name.includes('@') || !opts.productDomain) return first
    const onProduct = parseNip05Address(`${name.trim()}@${opts.productDomain}`)
    return onProduct ? resolveAddress(onProduct) : null
  }

  return {
    lookup,
    async verify(pubkey, nip05) {
      return (await lookup(nip05))?.pubkey === pubkey.toLowerCase()
    },
  }
}
