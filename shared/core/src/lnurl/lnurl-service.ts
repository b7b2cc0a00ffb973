import type { DatabaseHandle } from '../db/database-handle'
import { fetchJson, HttpStatusError, type FetchLike } from '../names/fetch-json'
import { createTaskQueue } from '../names/task-queue'
import { createTtlCache, isFresh } from '../names/ttl-cache'
import { systemClock, type Clock } from '../policies/clock'
import { encodeLnurl, lnurlPayUrl } from './lnurl-address'
import { readPayInfo, type LnurlPayInfo } from './pay-info'

/** Spec 2 §5, §8: why a lightning address gave no pay info. */
export const LNURL_ERRORS = {
  invalidAddress: 'Invalid lightning address format',
  endpointStatus: (status: number) => `Failed to fetch LNURL endpoint: ${status}`,
  serverError: 'LNURL server returned error',
  noEndpoint: 'No zap endpoint found',
} as const

/** Spec 3 §9: LNURL cache 86400 s. */
export const LNURL_TTL_MS = 86_400 * 1000
/** Spec 3 §9: zap config queue concurrency 3. */
export const ZAP_CONFIG_CONCURRENCY = 3
const LNURL_MEMORY_ENTRIES = 1000

/** The lightning fields of a profile that a zap needs. */
export interface LightningProfile {
  lud16?: string
  lud06?: string
}

/** Where and how a user can be zapped. */
export interface ZapConfig extends LnurlPayInfo {
  /** The lud16 or lud06 the pay info came from. */
  address: string
}

/** LNURL pay info (cached) and zap configs (queued). */
export interface LnurlService {
  /** Pay info for a lightning address or lnurl; null when it cannot be read. */
  fetchLnurlPayInfo(address: string): Promise<LnurlPayInfo | null>
  /** Pay info for a lightning address or lnurl; rejects with the LNURL_ERRORS text saying why there is none. */
  loadPayInfo(address: string): Promise<LnurlPayInfo>
  /** The bech32 `lnurl1…` of a lightning address or lnurl (NIP-57's `lnurl` tag); undefined when it is neither. */
  lnurlOf(address: string): Promise<string | undefined>
  /** The profile's lud16 (else lud06) resolved to pay info; null when the user has none. */
  getZapConfig(pubkey: string): Promise<ZapConfig | null>
}

/** Injected profile source, fetch, database and clock. */
export interface LnurlServiceOptions {
  /** The profile of a pubkey (e.g. from the profile store). */
  getProfile(pubkey: string): Promise<LightningProfile | undefined>
  fetch?: FetchLike
  db?: DatabaseHandle
  clock?: Clock
}

/** Creates the LNURL service. */
export function createLnurlService(opts: LnurlServiceOptions): LnurlService {
  const clock = opts.clock ?? systemClock
  const doFetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const memory = createTtlCache<LnurlPayInfo>({ maxEntries: LNURL_MEMORY_ENTRIES, ttlMs: LNURL_TTL_MS, clock })
  const zapQueue = createTaskQueue(ZAP_CONFIG_CONCURRENCY)
  const pendingZaps = new Map<string, Promise<ZapConfig | null>>()

  async function fromDatabase(address: string): Promise<LnurlPayInfo | undefined> {
    const row = await opts.db?.use((db) => db.lnurl.get(address), undefined)
    if (!row || !isFresh(row.updatedAt, LNURL_TTL_MS, clock)) return undefined
    const info = readPayInfo(row.data)
    if (info) memory.set(address, info, row.updatedAt)
    return info
  }

  /** Only good answers are cached (the raw body, re-read on load): a failure is retried on the next ask. */
  async function fromNetwork(address: string): Promise<LnurlPayInfo> {
    const url = lnurlPayUrl(address)
    if (!url) throw new Error(LNURL_ERRORS.invalidAddress)
    const body = await fetchJson(doFetch, url, {}, clock).catch((error: unknown) => {
      throw new Error(error instanceof HttpStatusError ? LNURL_ERRORS.endpointStatus(error.status) : LNURL_ERRORS.noEndpoint)
    })
    const info = readPayInfo(body)
    if (!info) throw new Error(serverReason(body) ?? LNURL_ERRORS.noEndpoint)
    const updatedAt = clock.now()
    memory.set(address, info, updatedAt)
    await opts.db?.use((db) => db.lnurl.put({ address, data: body, updatedAt }), undefined)
    return info
  }

  async function loadPayInfo(input: string): Promise<LnurlPayInfo> {
    const address = input.trim().toLowerCase()
    return memory.get(address) ?? (await fromDatabase(address)) ?? fromNetwork(address)
  }
  const fetchLnurlPayInfo = (address: string) => loadPayInfo(address).catch(() => null)

  async function zapConfigOf(pubkey: string): Promise<ZapConfig | null> {
    const profile = await opts.getProfile(pubkey).catch(() => undefined)
    const address = profile?.lud16 || profile?.lud06
    if (!address) return null
    const info = await fetchLnurlPayInfo(address)
    return info ? { ...info, address } : null
  }

  return {
    fetchLnurlPayInfo,
    loadPayInfo,
    async lnurlOf(address) {
      const text = address.trim().toLowerCase()
      if (text.startsWith('lnurl1')) return text
      const url = lnurlPayUrl(text)
      return url && encodeLnurl(url)
    },
    getZapConfig(pubkey) {
      let pending = pendingZaps.get(pubkey)
      if (!pending) {
        pending = zapQueue.run(() => zapConfigOf(pubkey)).finally(() => pendingZaps.delete(pubkey))
        pendingZaps.set(pubkey, pending)
      }
      return pending
    },
  }
}

/** LUD-06 errors: `{ status: 'ERROR', reason }` gives its reason (or the spec's text when it has none). */
function serverReason(body: unknown): string | undefined {
  const value = body as { status?: unknown; reason?: unknown } | null
  if (value?.status !== 'ERROR') return undefined
  return typeof value.reason === 'string' && value.reason ? value.reason : LNURL_ERRORS.serverError
}
